// One i18next instance per locale, created synchronously from the bundled catalogues so server
// rendering and hydration see the same strings without a loading step.
import i18next, { type i18n } from 'i18next';
import type { Catalogue } from './catalogue.ts';
import { deDE } from './de-DE.ts';
import { enGB } from './en-GB.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { plPL } from './pl-PL.ts';
import { catalogDeDE } from '../features/catalog/i18n/de-DE.ts';
import { catalogEnGB } from '../features/catalog/i18n/en-GB.ts';
import { catalogPlPL } from '../features/catalog/i18n/pl-PL.ts';
import { cartDeDE } from '../features/cart/i18n/de-DE.ts';
import { cartEnGB } from '../features/cart/i18n/en-GB.ts';
import { cartPlPL } from '../features/cart/i18n/pl-PL.ts';
import { checkoutDeDE } from '../features/checkout/i18n/de-DE.ts';
import { checkoutEnGB } from '../features/checkout/i18n/en-GB.ts';
import { checkoutPlPL } from '../features/checkout/i18n/pl-PL.ts';

// Feature catalogues (listing, product, search …) live next to their feature and are merged here.
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-GB': { ...enGB, ...catalogEnGB, ...cartEnGB, ...checkoutEnGB },
  'pl-PL': { ...plPL, ...catalogPlPL, ...cartPlPL, ...checkoutPlPL },
  'de-DE': { ...deDE, ...catalogDeDE, ...cartDeDE, ...checkoutDeDE },
};

const instances = new Map<Locale, i18n>();

export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: { translation: CATALOGUES[locale] }, [DEFAULT_LOCALE]: { translation: CATALOGUES[DEFAULT_LOCALE] } },
    interpolation: { escapeValue: false }, // React escapes on render.
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  instances.set(locale, instance);
  return instance;
}
