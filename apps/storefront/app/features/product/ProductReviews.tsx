import { useId } from 'react';
import { featureOn } from '../../lib/merchant/config.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { REVIEWS_PARAM, type ReviewsView } from '../product-data/index.ts';
import { Rating } from '../../ui/Rating.tsx';
import { REVIEW_LIMITS } from './review-form.ts';

function ReviewForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const input = 'field';
  return (
    <Form
      method="post"
      action={localisePath('/product/review', locale)}
      preventScrollReset
      className="space-y-4 rounded-card border border-line p-5"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('catalog.reviews.write')}
      </h3>
      <p className="text-sm text-muted">{t('catalog.reviews.moderationHint')}</p>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="font-medium">{t('catalog.reviews.points')}</legend>
        {/* Wraps on narrow screens: long labels ("5 punktów") must never widen the page. */}
        <div className="mt-1 flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((points) => (
            <label
              key={points}
              className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-control border border-line px-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input type="radio" name="points" value={points} required defaultChecked={points === 5} className="accent-accent" />
              {t('catalog.reviews.pointsOption', { count: points })}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-heading`} className="mb-1 block text-sm font-medium">
          {t('catalog.reviews.title')}
        </label>
        <input id={`${id}-heading`} name="title" required minLength={REVIEW_LIMITS.titleMin} maxLength={255} className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="mb-1 block text-sm font-medium">
          {t('catalog.reviews.content')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          required
          minLength={REVIEW_LIMITS.contentMin}
          rows={4}
          className={input}
          aria-describedby={`${id}-content-hint`}
        />
        <p id={`${id}-content-hint`} className="text-sm text-muted">
          {t('catalog.reviews.contentHint', { count: REVIEW_LIMITS.contentMin })}
        </p>
      </div>
      <button type="submit" className="btn btn-secondary">
        {t('catalog.reviews.submit')}
      </button>
    </Form>
  );
}

/** Link between "reviews in the shopper's language" and "reviews in all languages" (`?reviews=all`). */
function LanguageSwitch({ reviews }: { reviews: ReviewsView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!reviews.allLanguages && !reviews.otherLanguages) return null;
  const params = new URLSearchParams(search);
  if (reviews.allLanguages) params.delete(REVIEWS_PARAM);
  else params.set(REVIEWS_PARAM, 'all');
  const query = params.toString();
  return (
    <p className="text-sm">
      {!reviews.allLanguages && <span className="text-muted">{t('catalog.reviews.otherLanguages', { count: reviews.otherLanguages })} · </span>}
      <Link to={`${pathname}${query ? `?${query}` : ''}#reviews`} preventScrollReset className="font-semibold underline underline-offset-2">
        {reviews.allLanguages ? t('catalog.reviews.ownLanguage') : t('catalog.reviews.allLanguages')}
      </Link>
    </p>
  );
}

/** Average, the reviews in the shopper's language first (others on request), and the review form (new reviews wait for approval). */
type ReviewsProps = { reviews: ReviewsView; productId: string; headingId?: string };

/** Nothing when the merchant has switched reviews off. */
export function ProductReviews(props: ReviewsProps) {
  return featureOn('reviews') ? <ReviewsSection {...props} /> : null;
}

function ReviewsSection({ reviews, productId, headingId }: ReviewsProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={headingId ?? 'reviews'}
      className="grid scroll-mt-6 gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] md:gap-16"
      data-testid="product-reviews"
    >
      <div className="space-y-4">
        <h2 id={headingId ?? 'reviews'} className="text-2xl font-bold tracking-tight">
          {t('catalog.reviews.heading', { count: reviews.total })}
        </h2>
        {reviews.average !== null && reviews.total > 0 ? (
          <p className="flex flex-wrap items-center gap-2">
            <Rating value={reviews.average} />
            <span>{t('catalog.reviews.average', { value: Math.round(reviews.average * 10) / 10, count: reviews.total })}</span>
          </p>
        ) : (
          <p>{t('catalog.reviews.none')}</p>
        )}
        <ReviewForm productId={productId} />
      </div>
      <div className="space-y-4">
        <LanguageSwitch reviews={reviews} />
        {reviews.items.length > 0 && (
          <ul className="divide-y divide-line">
            {reviews.items.map((review) => (
              <li key={review.id} className="py-5 first:pt-0">
                <article>
                  {/* The review's own language, which may differ from the page's (WCAG 3.1.2); the date and stars are the page's. */}
                  <h3 className="font-semibold" lang={review.lang ?? undefined}>
                    {review.title}
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <Rating value={review.points} />
                    {review.date && review.dateLabel && <time dateTime={review.date}>{review.dateLabel}</time>}
                    {review.author && <span>{review.author}</span>}
                  </p>
                  <p className="mt-2 max-w-prose whitespace-pre-line" lang={review.lang ?? undefined}>
                    {review.content}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
