// "Add to wishlist" for product cards and the product page. Logged-in customers: a form posted to
// /wishlist (works without JavaScript). Guests: the browser list, toggled in place.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useRootData } from '../layout/root-data.ts';
import { useNotifications } from '../notifications/Notifications.tsx';
import { addId, readLocalWishlist, removeId, WISHLIST_CHANGED_EVENT, writeLocalWishlist } from './local-list.ts';

export function useLocalWishlist(): string[] {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    const update = () => setIds(readLocalWishlist());
    update();
    window.addEventListener(WISHLIST_CHANGED_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(WISHLIST_CHANGED_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return ids;
}

const BUTTON_CLASS = 'rounded border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100';

export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const loggedIn = useRootData()?.loggedIn === true;
  const local = useLocalWishlist();
  const { notify } = useNotifications();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();

  if (hydrated && !loggedIn) {
    const onList = local.includes(productId);
    return (
      <button
        type="button"
        aria-pressed={onList}
        className={BUTTON_CLASS}
        onClick={() => {
          writeLocalWishlist(onList ? removeId(local, productId) : addId(local, productId));
          notify({ type: 'success', message: t(onList ? 'wishlist.removed' : 'wishlist.added') });
        }}
      >
        {t(onList ? 'wishlist.remove' : 'wishlist.add')}
        <span className="sr-only">: {productName}</span>
      </button>
    );
  }
  return (
    <fetcher.Form method="post" action={localisePath('/wishlist', locale)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {/* The visible words start the accessible name (WCAG 2.5.3); the product name is for screen readers. */}
      <button type="submit" className={BUTTON_CLASS}>
        {t('wishlist.add')}
        <span className="sr-only">: {productName}</span>
      </button>
    </fetcher.Form>
  );
}
