// The shop footer: brand line, the footer navigation's columns and the language and currency
// settings, all top-aligned in one grid. The navigation is streamed (RootData.footer): the shell
// holds an empty column, the links follow in the same response.
import { featureOn } from '../../lib/merchant/config.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { merchantConfig } from '../../lib/merchant/config.ts';
import { merchantSlots } from '../../lib/merchant/extensions.ts';
import { localisePath } from '../../i18n/paths.ts';
import { COOKIE_SETTINGS_PATH } from '../consent/index.ts';
import { Streamed } from '../../ui/Streamed.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { linkKey, NavItemLink, type NavigationLink } from '../navigation/index.ts';
import { CurrencySwitcher, LanguageSwitcher, type CurrencyOption } from '../session/index.ts';
import { QuickOrderLink } from '../quick-order/index.ts';
import { BusinessAccountLink } from '../account/index.ts';
import { TaxNote } from '../product-data/index.ts';

interface Props {
  locale: Locale;
  navigation: Promise<NavigationLink[]>;
  currencies: CurrencyOption[];
  currencyId: string;
  businessRegistration: string | null;
}

const BUSINESS_LINK = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline';

export function Footer({ locale, navigation, currencies, currencyId, businessRegistration }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 md:grid-cols-[1fr_2fr_1fr]">
        <div className="space-y-2">
          <p className="text-2xl font-extrabold tracking-tight">{merchantConfig().brand.name}</p>
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          {merchantSlots.footer?.map((Block, index) => (
            <Block key={index} locale={locale} />
          ))}
          <nav aria-labelledby="footer-business" className="pt-4">
            <p id="footer-business" className="text-sm font-semibold tracking-wide text-muted uppercase">
              {t('b2b.footerHeading')}
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              <li>{featureOn('quickOrder') && <QuickOrderLink locale={locale} className={BUSINESS_LINK} />}</li>
              {businessRegistration && (
                <li>
                  <BusinessAccountLink locale={locale} path={businessRegistration} className={BUSINESS_LINK} />
                </li>
              )}
            </ul>
          </nav>
        </div>
        <Streamed resolve={navigation} fallback={<div />}>
          {(links) => <FooterNavigation links={links} />}
        </Streamed>
        <div className="space-y-6">
          <LanguageSwitcher locale={locale} />
          <CurrencySwitcher locale={locale} currencies={currencies} currencyId={currencyId} />
        </div>
      </div>
      {merchantSlots.trustBadges && merchantSlots.trustBadges.length > 0 && (
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 pb-6" data-testid="trust-badges">
          {merchantSlots.trustBadges.map((Badge, index) => (
            <Badge key={index} locale={locale} />
          ))}
        </div>
      )}
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-4 text-sm text-muted">
          <p>{t('footer.copyright')}</p>
          {/* Links every page must offer: the accessibility statement (European Accessibility Act) and the cookie choice. */}
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <Link to={localisePath('/accessibility', locale)} className="inline-flex min-h-6 items-center underline underline-offset-2">
                {t('accessibility.link')}
              </Link>
            </li>
            <li>
              <Link to={localisePath(COOKIE_SETTINGS_PATH, locale)} className="inline-flex min-h-6 items-center underline underline-offset-2">
                {t('consent.settingsTitle')}
              </Link>
            </li>
          </ul>
          <TaxNote />
        </div>
      </div>
    </footer>
  );
}

function FooterNavigation({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return <div />;
  return (
    <nav aria-label={t('footer.navigation')}>
      <ul className="grid items-start gap-8 sm:grid-cols-2">
        {links.map((group) => (
          <li key={linkKey(group)}>
            <NavItemLink link={group} className="text-sm font-semibold tracking-wide text-muted uppercase" />
            {group.children && group.children.length > 0 && (
              <ul className="mt-3 space-y-2 text-sm">
                {group.children.map((child) => (
                  <li key={linkKey(child)}>
                    <NavItemLink link={child} className="underline-offset-2 hover:underline" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
