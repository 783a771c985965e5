// "Add to wishlist" for product cards and the product page. Logged-in customers: a form posted to
// /wishlist (works without JavaScript). Guests: the browser list, toggled in place.
import { featureOn } from '../../lib/merchant/config.ts';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { SessionRootData } from '../session/index.ts';
import { useNotifications } from '../notifications/index.ts';
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

const BUTTON_CLASS = 'btn btn-secondary';

/** The visible words (or the heart) start the accessible name (WCAG 2.5.3); the product name follows. */
function Face({ icon, text, pressed }: { icon: boolean; text: string; pressed: boolean }) {
  if (!icon) return <>{text}</>;
  return <Heart aria-hidden="true" size={20} className={pressed ? 'fill-danger text-danger' : ''} />;
}

interface Props {
  productId: string;
  productName: string;
  /** Product cards show a heart icon button; the product page a labelled button. */
  icon?: boolean;
}

/** Nothing when the merchant has switched the wishlist off. */
export function WishlistButton(props: Props) {
  return featureOn('wishlist') ? <WishlistToggle {...props} /> : null;
}

function WishlistToggle({ productId, productName, icon = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const loggedIn = useRootLoaderData<SessionRootData>()?.loggedIn === true;
  const local = useLocalWishlist();
  const { notify } = useNotifications();
  const { pathname, search } = useLocation();

  if (hydrated && !loggedIn) {
    const onList = local.includes(productId);
    return (
      <button
        type="button"
        aria-pressed={onList}
        aria-label={`${t(onList ? 'wishlist.remove' : 'wishlist.add')}: ${productName}`}
        className={icon ? iconButtonClass() : BUTTON_CLASS}
        onClick={() => {
          writeLocalWishlist(onList ? removeId(local, productId) : addId(local, productId));
          notify({ type: 'success', message: t(onList ? 'wishlist.removed' : 'wishlist.added') });
        }}
      >
        <Face icon={icon} text={t(onList ? 'wishlist.remove' : 'wishlist.add')} pressed={onList} />
      </button>
    );
  }
  return (
    // Posted as a fetcher, without following the page's fetchers (ADR 0060).
    <Form method="post" action={localisePath('/wishlist', locale)} navigate={false}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className={icon ? iconButtonClass() : BUTTON_CLASS} aria-label={`${t('wishlist.add')}: ${productName}`}>
        <Face icon={icon} text={t('wishlist.add')} pressed={false} />
      </button>
    </Form>
  );
}
