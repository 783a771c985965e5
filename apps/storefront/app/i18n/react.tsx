// React side of the message lookup: the provider of the page's locale and the hooks the components
// use (the same shape react-i18next had: `const { t, i18n } = useTranslation()`).
import { cloneElement, createContext, use, useContext, type ReactElement, type ReactNode } from 'react';
import { i18nFor, loadCatalogue, loadedTranslator } from './i18n.ts';
import { defaultLocale, type Locale } from './locales.ts';
import type { MessageKey } from './message-key.ts';
import { localeFromPathname } from './paths.ts';
import type { TFunction, Translator } from './translator.ts';

// In the browser the page's messages start loading with the route modules (this module is among
// them), not only when React first renders the provider after entry.client has loaded.
if (typeof document !== 'undefined') void loadCatalogue(localeFromPathname(window.location.pathname));

const TranslatorContext = createContext<Translator | null>(null);

/** Provides a given translator (tests, pages rendered without catalogues). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * Provides the locale's messages. Until its catalogue is loaded it suspends: hydration waits
 * (the server's HTML stays), a navigation into another locale keeps the old page until it is there.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const translator = loadedTranslator(locale) ?? use(loadCatalogue(locale));
  return <TranslatorProvider translator={translator}>{children}</TranslatorProvider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? i18nFor(defaultLocale());
  return { t: translator.t, i18n: translator };
}

type TagComponent = ReactElement<{ children?: ReactNode }>;
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** A message with markup: `<page>terms</page>` becomes `components.page` with the text inside. */
export function Trans({ i18nKey, components }: { i18nKey: MessageKey; components: Readonly<Record<string, TagComponent>> }) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const component = components[tag];
    parts.push(component ? cloneElement(component, { key: `${tag}-${match.index}` }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
