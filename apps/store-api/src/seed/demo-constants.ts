// Fixed identities of the demo shop, shared by the seed, the tests and the README.
import { idFor } from '../domain/ids.ts';

export const DEMO_ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';
export const SALES_CHANNEL_ID = idFor('sales-channel:storefront');

/** Shopware's well-known system ids for the default language and currency. */
export const LANGUAGE_IDS = {
  'en-GB': '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
  'pl-PL': idFor('language:pl-PL'),
  'de-DE': idFor('language:de-DE'),
} as const;
export type LocaleCode = keyof typeof LANGUAGE_IDS;
export const LOCALE_CODES = Object.keys(LANGUAGE_IDS) as LocaleCode[];

export const CURRENCY_IDS = {
  EUR: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
  PLN: idFor('currency:PLN'),
  GBP: idFor('currency:GBP'),
} as const;

export const ROOT_CATEGORY_ID = idFor('category:root');
export const FOOTER_CATEGORY_ID = idFor('category:footer');
export const HOME_CMS_PAGE_ID = idFor('cms:home');
