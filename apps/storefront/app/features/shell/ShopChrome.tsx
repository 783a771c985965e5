import type { ReactNode } from 'react';
import { featureOn } from '../../lib/merchant/config.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { SideCartPanel, SideCartProvider } from '../cart/index.ts';
import { Header } from './Header.tsx';
import type { NavigationLink } from '../navigation/index.ts';
import { WishlistSync } from '../wishlist/index.ts';
import { Part } from '../../ui/Part.tsx';
import { ConsentBanner } from '../consent/index.ts';
import { Footer } from './Footer.tsx';
import { useRootData } from './root-data.ts';

/** The footer's links while the root is in its error state. */
const NO_LINKS: Promise<NavigationLink[]> = Promise.resolve([]);

interface Props {
  children: ReactNode;
  minimalHeader?: boolean;
}

/** Skip link, header, the side cart (below the header), main landmark and footer around every page of the shop. */
export function ShopChrome({ children, minimalHeader = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootData();
  return (
    <SideCartProvider>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <ConsentBanner consent={root?.consent} />
      <Part>
        <Header locale={locale} navigation={root?.navigation.main ?? []} minimal={minimalHeader} />
      </Part>
      <SideCartPanel />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
      {featureOn('wishlist') && <WishlistSync loggedIn={root?.loggedIn === true} />}
      <Part>
        <Footer
          locale={locale}
          navigation={root?.footer ?? NO_LINKS}
          currencies={root?.currencies ?? []}
          currencyId={root?.currencyId ?? ''}
          businessRegistration={root?.businessRegistration ?? null}
        />
      </Part>
    </SideCartProvider>
  );
}
