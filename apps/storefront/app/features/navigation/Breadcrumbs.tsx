import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { homePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Streamed } from '../../ui/Streamed.tsx';
import { useRootLoaderData, type PageRootData } from '../../lib/root-data.ts';
import { breadcrumbJsonLd, JsonLd } from '../seo/index.ts';
import type { Crumb } from './crumb.ts';

/** Breadcrumb trail from the locale's home page; the last entry is the current page. */
export function Breadcrumbs({ crumbs: trail }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (trail.length === 0) return null;
  const crumbs = [{ name: t('breadcrumb.home'), href: homePath(locale) }, ...trail];
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.href}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-flex min-h-6 items-center underline-offset-2 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The streamed trail (its loader returns a promise): a placeholder of the trail's height in the
 * first bytes, then the trail and its BreadcrumbList JSON-LD (in the body: the head is sent before
 * the trail is known) once it arrives in the same response. `current` is appended (the product).
 */
export function DeferredBreadcrumbs({ crumbs, current }: { crumbs: Promise<Crumb[]>; current?: Crumb }) {
  return (
    <Streamed resolve={crumbs} fallback={<Skeleton className="mb-4 h-6 w-48" />}>
      {(trail) => <TrailWithJsonLd trail={current ? [...trail, current] : trail} />}
    </Streamed>
  );
}

function TrailWithJsonLd({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = breadcrumbJsonLd({ name: t('breadcrumb.home'), href: homePath(locale) }, trail, useRootLoaderData<PageRootData>()?.origin ?? '');
  return (
    <>
      <Breadcrumbs crumbs={trail} />
      {data && <JsonLd data={data} />}
    </>
  );
}
