import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { ReviewsView } from './detail-view.ts';
import { Rating } from '../../ui/Rating.tsx';
import { REVIEW_LIMITS } from './review-form.ts';

function ReviewForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const input = 'w-full rounded border border-line-strong px-2 py-2';
  return (
    <Form method="post" action={localisePath('/product/review', locale)} preventScrollReset className="space-y-3 rounded border border-line p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('catalog.reviews.write')}
      </h3>
      <p className="text-sm text-muted">{t('catalog.reviews.moderationHint')}</p>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="font-medium">{t('catalog.reviews.points')}</legend>
        <div className="flex gap-3">
          {[5, 4, 3, 2, 1].map((points) => (
            <label key={points} className="flex items-center gap-1">
              <input type="radio" name="points" value={points} required defaultChecked={points === 5} />
              {t('catalog.reviews.pointsOption', { count: points })}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-heading`} className="block font-medium">
          {t('catalog.reviews.title')}
        </label>
        <input id={`${id}-heading`} name="title" required minLength={REVIEW_LIMITS.titleMin} maxLength={255} className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="block font-medium">
          {t('catalog.reviews.content')}
        </label>
        <textarea id={`${id}-content`} name="content" required minLength={REVIEW_LIMITS.contentMin} rows={4} className={input} aria-describedby={`${id}-content-hint`} />
        <p id={`${id}-content-hint`} className="text-sm text-muted">
          {t('catalog.reviews.contentHint', { count: REVIEW_LIMITS.contentMin })}
        </p>
      </div>
      <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-white hover:bg-muted">
        {t('catalog.reviews.submit')}
      </button>
    </Form>
  );
}

/** Average, review list and review form (new reviews wait for approval). */
export function ProductReviews({ reviews, productId, headingId }: { reviews: ReviewsView; productId: string; headingId?: string }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby={headingId ?? 'reviews'} className="space-y-4" data-testid="product-reviews">
      <h2 id={headingId ?? 'reviews'} className="text-2xl font-bold">
        {t('catalog.reviews.heading', { count: reviews.total })}
      </h2>
      {reviews.average !== null && reviews.total > 0 ? (
        <p className="flex items-center gap-2">
          <Rating value={reviews.average} />
          <span>{t('catalog.reviews.average', { value: Math.round(reviews.average * 10) / 10, count: reviews.total })}</span>
        </p>
      ) : (
        <p>{t('catalog.reviews.none')}</p>
      )}
      {reviews.items.length > 0 && (
        <ul className="space-y-4">
          {reviews.items.map((review) => (
            <li key={review.id} className="border-b border-line pb-3">
              <article>
                <h3 className="font-semibold">{review.title}</h3>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <Rating value={review.points} />
                  {review.date && <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>}
                  {review.author && <span>{review.author}</span>}
                </p>
                <p className="mt-1 whitespace-pre-line">{review.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}
