import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales.ts';
import type { NavigationLink } from '../navigation/links.ts';
import { NavItemLink } from '../navigation/NavItemLink.tsx';
import type { CurrencyOption } from '../session/currency.ts';
import { CurrencySwitcher } from '../session/CurrencySwitcher.tsx';
import { LanguageSwitcher } from '../session/LanguageSwitcher.tsx';

interface Props {
  locale: Locale;
  navigation: NavigationLink[];
  currencies: CurrencyOption[];
  currencyId: string;
}

export function Footer({ locale, navigation, currencies, currencyId }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-3">
        {navigation.length > 0 && (
          <nav aria-label={t('footer.navigation')}>
            <ul className="grid gap-6 sm:grid-cols-2">
              {navigation.map((group) => (
                <li key={group.id}>
                  <NavItemLink link={group} className="font-semibold" />
                  {group.children.length > 0 && (
                    <ul className="mt-2 space-y-1 text-sm">
                      {group.children.map((child) => (
                        <li key={child.id}>
                          <NavItemLink link={child} className="underline-offset-2 hover:underline" />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitcher locale={locale} />
        <CurrencySwitcher locale={locale} currencies={currencies} currencyId={currencyId} />
      </div>
      <p className="pb-6 text-center text-sm text-slate-600">{t('footer.copyright')}</p>
    </footer>
  );
}
