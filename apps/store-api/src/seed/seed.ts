// Creates the demo shop on an empty database (idempotent: does nothing when a sales channel exists).
import type { Database, Queryable, SqlValue } from '../db/database.ts';
import { categorySeoPath } from '../domain/catalog/category-tree.ts';
import type { StoredSection } from '../domain/cms/structure.ts';
import { idFor } from '../domain/ids.ts';
import type { Translations } from '../domain/translation.ts';
import {
  CATEGORY_PAGE_ID,
  FOOTER_GROUPS,
  LANDING,
  LANDING_CMS_PAGE_ID,
  LANDING_PAGE_ID,
  MAIN_CATEGORIES,
  ROOT_NAMES,
  categorySections,
  landingSections,
  mediaAlt,
  type CategorySeed,
} from './content-data.ts';
import {
  CURRENCY_IDS,
  DEMO_ACCESS_KEY,
  FOOTER_CATEGORY_ID,
  HOME_CMS_PAGE_ID,
  LANGUAGE_IDS,
  LOCALE_CODES,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  type LocaleCode,
} from './demo-constants.ts';
import { addCatalogueBlocks } from './catalogue-blocks.ts';
import { ensureImages, type SeedProgress } from './catalogue/media.ts';
import { homeSections } from './home-page.ts';
import { SHOWCASE, showcaseSections } from './showcase.ts';
import { STOREFRONT_PREFIX } from './storefront-paths.ts';
import { BANNERS, categoryArt, categoryPictureKeys } from './store-pictures.ts';
import { attachDownloads } from './downloads.ts';
import { seedProductLayout } from './product-layout.ts';
import { DEMO_SHOP, shopPageSections, shopPages } from './shop-pages.ts';
import type { ShopIdentity } from '../domain/config/shop-identity.ts';
import { join } from 'node:path';
import { filesystemStorage, type FileStorage } from '../storage/file-storage.ts';
import { seedCatalogue } from './catalogue/index.ts';
import { SEO_ROUTE_NAMES, type SalesChannelType } from '../domain/seo/route-names.ts';
import { refreshVariantOptions } from '../domain/catalog/products/variant-options.ts';
import { setConfig, type ConfigKey } from '../domain/config/system-config.ts';
import {
  PAYMENT_RULES,
  PROMOTIONS,
  SHIPPING_PRICES,
  SHIPPING_RULES,
  BUSINESS_GROUP,
  COUNTRIES,
  CURRENCIES,
  CUSTOMER_GROUP,
  DEMO_CONFIG,
  DEFAULT_COUNTRY_ISO,
  DELIVERY_TIMES,
  PAYMENT_METHODS,
  SALUTATIONS,
  SHIPPING_METHODS,
  TAXES,
} from './system-data.ts';
import { names, perLocale, tr, trFields, type PerLocale } from './translations.ts';

export interface SeedOptions {
  mediaDir: string;
  /** Private files of the digital products; defaults to `downloads/` next to the media folder. */
  downloads?: FileStorage;
  storefrontUrl: string;
  /** Which route names the SEO URLs are written against (route-names.ts); storefront by default. */
  salesChannelType?: SalesChannelType;
  /** Reports the steps of a first seed (it takes a while: pictures are drawn). */
  onProgress?: SeedProgress;
  /** The merchant's shop (name, e-mail, address) for its system config, sales-channel name and pages; unset → the demo's. */
  shop?: ShopIdentity;
}

const json = (value: unknown) => JSON.stringify(value);

async function insert(db: Queryable, table: string, row: Record<string, SqlValue | object>): Promise<void> {
  const columns = Object.keys(row);
  const values = columns.map((column) => {
    const value = row[column];
    return value !== null && typeof value === 'object' && !(value instanceof Date) ? json(value) : (value as SqlValue);
  });
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`, values);
}

const LOCALES: Record<LocaleCode, { name: PerLocale<string>; territory: PerLocale<string>; language: string }> = {
  'en-GB': {
    name: names('English', 'angielski', 'Englisch'),
    territory: names('United Kingdom', 'Wielka Brytania', 'Vereinigtes Königreich'),
    language: 'English',
  },
  'pl-PL': { name: names('Polish', 'polski', 'Polnisch'), territory: names('Poland', 'Polska', 'Polen'), language: 'Polski' },
  'de-DE': { name: names('German', 'niemiecki', 'Deutsch'), territory: names('Germany', 'Niemcy', 'Deutschland'), language: 'Deutsch' },
};

function paymentMethodRow(method: (typeof PAYMENT_METHODS)[number]) {
  return {
    id: idFor(`payment:${method.technicalName}`),
    technical_name: method.technicalName,
    position: method.position,
    handler: PAYMENT_RULES[method.technicalName]?.handler ?? 'sync',
    availability: PAYMENT_RULES[method.technicalName]?.availability ?? {},
    translations: trFields(perLocale((code) => ({ name: method.name[code], description: method.description[code] }))),
  };
}

/** Payment methods the demo shop gained after a database was seeded reach it at its next start. */
async function addNewPaymentMethods(db: Database): Promise<void> {
  const [channel] = await db.query<{ id: string }>('SELECT id FROM sales_channel WHERE id = $1', [SALES_CHANNEL_ID]);
  if (!channel) return;
  for (const method of PAYMENT_METHODS) {
    const row = paymentMethodRow(method);
    const known = await db.query('SELECT 1 FROM payment_method WHERE id = $1 OR technical_name = $2', [row.id, row.technical_name]);
    if (known.length > 0) continue;
    await db.transaction(async (tx) => {
      await insert(tx, 'payment_method', row);
      await insert(tx, 'sales_channel_payment_method', { sales_channel_id: SALES_CHANNEL_ID, payment_method_id: row.id });
    });
  }
}

export async function seedDemoShop(db: Database, options: SeedOptions): Promise<boolean> {
  await seedProductLayout(db); // idempotent, before the early return: existing databases get it too
  const existing = await db.query('SELECT 1 FROM sales_channel LIMIT 1');
  if (existing.length > 0) {
    await addNewPaymentMethods(db);
    return false;
  }

  const needs = [
    ...Object.entries(BANNERS).map(([key, art]) => ({ key, art })),
    ...categoryPictureKeys().map((key) => ({ key: `category:${key}`, art: categoryArt(key) })),
  ];
  const salesChannelType = options.salesChannelType ?? 'storefront';
  options.onProgress?.('Seeding the demo shop (first run) …');
  const generated = await ensureImages(options.mediaDir, needs, { onProgress: options.onProgress });
  const images = needs.map((need) => ({ key: need.key, image: generated.get(need.key)! }));
  const mediaIds = new Map(images.map(({ key, image }) => [key, image.id]));

  const { shop } = options;
  const pages = shopPages(shop ?? DEMO_SHOP, shop === undefined);
  await db.transaction(async (tx) => {
    for (const code of LOCALE_CODES) {
      const locale = LOCALES[code];
      const localeId = idFor(`locale:${code}`);
      await insert(tx, 'locale', {
        id: localeId,
        code,
        translations: trFields({
          'en-GB': { name: locale.name['en-GB'], territory: locale.territory['en-GB'] },
          'pl-PL': { name: locale.name['pl-PL'], territory: locale.territory['pl-PL'] },
          'de-DE': { name: locale.name['de-DE'], territory: locale.territory['de-DE'] },
        }),
      });
      await insert(tx, 'language', { id: LANGUAGE_IDS[code], name: locale.language, locale_id: localeId, position: LOCALE_CODES.indexOf(code) });
    }
    for (const currency of CURRENCIES) {
      await insert(tx, 'currency', {
        id: currency.id,
        iso_code: currency.iso,
        symbol: currency.symbol,
        factor: currency.factor,
        position: currency.position,
        is_system_default: currency.isDefault,
        translations: trFields({
          'en-GB': { name: currency.name['en-GB'], shortName: currency.iso },
          'pl-PL': { name: currency.name['pl-PL'], shortName: currency.iso },
          'de-DE': { name: currency.name['de-DE'], shortName: currency.iso },
        }),
      });
    }
    for (const [index, country] of COUNTRIES.entries()) {
      const countryId = idFor(`country:${country.iso}`);
      await insert(tx, 'country', {
        id: countryId,
        iso: country.iso,
        iso3: country.iso3,
        position: index + 1,
        is_eu: country.eu,
        display_state_in_registration: Boolean(country.states),
        postal_code_required: Boolean(country.postal),
        check_postal_code_pattern: Boolean(country.postal),
        default_postal_code_pattern: country.postal ?? null,
        check_vat_id_pattern: Boolean(country.vat),
        vat_id_pattern: country.vat ?? null,
        translations: tr('name', country.name),
      });
      for (const [stateIndex, [code, name]] of (country.states ?? []).entries()) {
        await insert(tx, 'country_state', {
          id: idFor(`country-state:${code}`),
          country_id: countryId,
          short_code: code,
          position: stateIndex + 1,
          translations: tr('name', name),
        });
      }
    }
    for (const [index, salutation] of SALUTATIONS.entries()) {
      await insert(tx, 'salutation', {
        id: idFor(`salutation:${salutation.key}`),
        salutation_key: salutation.key,
        position: index + 1,
        translations: trFields(perLocale((code) => ({ displayName: salutation.displayName[code], letterName: salutation.letterName[code] }))),
      });
    }
    await insert(tx, 'customer_group', { id: CUSTOMER_GROUP.id, display_gross: true, translations: tr('name', CUSTOMER_GROUP.name) });
    await insert(tx, 'customer_group', {
      id: BUSINESS_GROUP.id,
      display_gross: false,
      registration_active: true,
      translations: trFields(
        perLocale((code) => ({
          name: BUSINESS_GROUP.name[code],
          registrationTitle: BUSINESS_GROUP.title[code],
          registrationIntroduction: BUSINESS_GROUP.introduction[code],
        })),
      ),
    });
    for (const tax of TAXES) await insert(tx, 'tax', { id: tax.id, tax_rate: tax.rate, name: tax.name, position: tax.position });
    for (const time of DELIVERY_TIMES)
      await insert(tx, 'delivery_time', { id: time.id, min: time.min, max: time.max, unit: time.unit, translations: tr('name', time.name) });
    for (const method of PAYMENT_METHODS) await insert(tx, 'payment_method', paymentMethodRow(method));
    for (const method of SHIPPING_METHODS) {
      await insert(tx, 'shipping_method', {
        id: idFor(`shipping:${method.technicalName}`),
        technical_name: method.technicalName,
        position: method.position,
        delivery_time_id: method.deliveryTime,
        availability: SHIPPING_RULES[method.technicalName] ?? {},
        translations: tr('name', method.name),
      });
      for (const [index, range] of (SHIPPING_PRICES[method.technicalName] ?? []).entries()) {
        await insert(tx, 'shipping_method_price', {
          id: idFor(`shipping-price:${method.technicalName}:${index}`),
          shipping_method_id: idFor(`shipping:${method.technicalName}`),
          calculation: 'price',
          quantity_start: range.start,
          quantity_end: range.end,
          currency_price: { [CURRENCY_IDS.EUR]: { gross: range.gross, net: range.net, linked: true } },
        });
      }
    }
    for (const { key, image } of images) {
      await insert(tx, 'media', {
        id: image.id,
        file_name: image.fileName,
        file_extension: 'webp',
        mime_type: 'image/webp',
        file_size: image.fileSize,
        width: image.width,
        height: image.height,
        path: image.path,
        thumbnails: image.thumbnails,
        translations: tr('alt', mediaAlt(key)),
      });
    }

    const cmsPage = (id: string, type: string, name: PerLocale<string>, sections: StoredSection[]) =>
      insert(tx, 'cms_page', { id, type, sections, translations: tr('name', name) });
    await cmsPage(HOME_CMS_PAGE_ID, 'landingpage', names('Home', 'Strona główna', 'Startseite'), homeSections());
    await cmsPage(SHOWCASE.cmsPageId, 'landingpage', SHOWCASE.name, showcaseSections());
    await cmsPage(CATEGORY_PAGE_ID, 'product_list', names('Category page', 'Strona kategorii', 'Kategorieseite'), categorySections());
    await cmsPage(LANDING_CMS_PAGE_ID, 'landingpage', LANDING.name, landingSections());
    for (const page of [...pages.service, ...pages.legal]) await cmsPage(idFor(`cms:page:${page.key}`), 'page', page.name, shopPageSections(page));

    // Categories, parents before children; SEO paths from the names below each entry point.
    const seoRows: Array<{ id: string; language: string; path: string }> = [];
    const addCategory = async (
      node: {
        id: string;
        name: PerLocale<string>;
        type?: string;
        cmsPageId?: string | null;
        mediaId?: string | null;
        description?: PerLocale<string>;
        landingPageId?: string;
      },
      parent: { id: string; level: number; path: string; seoNames: PerLocale<string[]> } | undefined,
      position: number,
      seo: boolean,
    ) => {
      const level = parent ? parent.level + 1 : 1;
      const path = parent ? `${parent.path}${parent.id}|` : null;
      const translations: Translations = trFields(
        perLocale((code) => ({
          name: node.name[code],
          description: node.description?.[code] ?? null,
          metaTitle: null,
          ...(node.landingPageId ? { linkType: 'landing_page', internalLink: node.landingPageId } : {}),
        })),
      );
      await insert(tx, 'category', {
        id: node.id,
        parent_id: parent?.id ?? null,
        position,
        level,
        path,
        type: node.type ?? 'page',
        cms_page_id: node.cmsPageId ?? null,
        link_type: node.landingPageId ? 'landing_page' : null,
        media_id: node.mediaId ?? null,
        translations,
      });
      const seoNames = Object.fromEntries(LOCALE_CODES.map((code) => [code, parent ? [...parent.seoNames[code], node.name[code]] : []])) as PerLocale<string[]>;
      if (seo && parent) for (const code of LOCALE_CODES) seoRows.push({ id: node.id, language: LANGUAGE_IDS[code], path: categorySeoPath(seoNames[code]) });
      return { id: node.id, level, path: path ?? '|', seoNames };
    };
    const description = (name: PerLocale<string>): PerLocale<string> => ({
      'en-GB': `<p>Discover our ${name['en-GB'].toLowerCase()} range, chosen for quality and value.</p>`,
      'pl-PL': `<p>Odkryj naszą ofertę w kategorii „${name['pl-PL']}” — wybraną z myślą o jakości.</p>`,
      'de-DE': `<p>Entdecken Sie unser Sortiment ${name['de-DE']}, ausgewählt nach Qualität und Preis.</p>`,
    });
    const root = await addCategory({ id: ROOT_CATEGORY_ID, name: ROOT_NAMES.main, cmsPageId: HOME_CMS_PAGE_ID }, undefined, 0, false);
    const walk = async (nodes: CategorySeed[], parent: Awaited<ReturnType<typeof addCategory>>) => {
      for (const [index, node] of nodes.entries()) {
        const id = idFor(`category:${node.key}`);
        const created = await addCategory(
          { id, name: node.name, cmsPageId: CATEGORY_PAGE_ID, description: description(node.name), mediaId: mediaIds.get(`category:${node.key}`) ?? null },
          parent,
          index + 1,
          true,
        );
        await walk(node.children ?? [], created);
      }
    };
    await walk(MAIN_CATEGORIES, root);
    const footer = await addCategory({ id: FOOTER_CATEGORY_ID, name: ROOT_NAMES.footer }, undefined, 1, false);
    for (const [groupIndex, group] of FOOTER_GROUPS.entries()) {
      const groupRow = await addCategory({ id: idFor(`category:footer:${group.key}`), name: group.name, type: 'folder' }, footer, groupIndex + 1, false);
      for (const [index, page] of pages[group.key].entries()) {
        // Shop pages get short paths of their own rather than "Legal/Imprint/".
        const created = await addCategory(
          { id: idFor(`category:page:${page.key}`), name: page.name, cmsPageId: idFor(`cms:page:${page.key}`) },
          groupRow,
          index + 1,
          false,
        );
        for (const code of LOCALE_CODES) seoRows.push({ id: created.id, language: LANGUAGE_IDS[code], path: categorySeoPath([page.name[code]]) });
      }
      // The CMS showcase: a link entry to its landing page (Shopware's link category, linkType landing_page).
      if (group.key === 'service') {
        await addCategory(
          { id: SHOWCASE.categoryId, name: SHOWCASE.name, type: 'link', landingPageId: SHOWCASE.id },
          groupRow,
          pages.service.length + 1,
          false,
        );
      }
    }
    for (const promotion of PROMOTIONS) {
      await insert(tx, 'promotion', {
        id: idFor(`promotion:${promotion.key}`),
        use_codes: promotion.code !== null,
        code: promotion.code,
        priority: promotion.priority,
        prevent_combination: promotion.preventCombination ?? false,
        conditions: promotion.conditions,
        discounts: promotion.discounts.map((discount, index) => ({ id: idFor(`promotion:${promotion.key}:discount:${index}`), ...discount })),
        translations: tr('name', promotion.name),
      });
    }
    for (const landing of [{ id: LANDING_PAGE_ID, cmsPageId: LANDING_CMS_PAGE_ID, ...LANDING }, { ...SHOWCASE }]) {
      await insert(tx, 'landing_page', {
        id: landing.id,
        cms_page_id: landing.cmsPageId,
        translations: trFields(perLocale((code) => ({ name: landing.name[code], url: landing.url[code], metaTitle: landing.name[code] }))),
      });
    }
    await insert(tx, 'sales_channel', {
      id: SALES_CHANNEL_ID,
      access_key: DEMO_ACCESS_KEY,
      language_id: LANGUAGE_IDS['en-GB'],
      currency_id: CURRENCY_IDS.EUR,
      country_id: idFor(`country:${DEFAULT_COUNTRY_ISO}`),
      customer_group_id: CUSTOMER_GROUP.id,
      payment_method_id: idFor(`payment:${PAYMENT_METHODS[0]!.technicalName}`),
      shipping_method_id: idFor(`shipping:${SHIPPING_METHODS[0]!.technicalName}`),
      navigation_category_id: ROOT_CATEGORY_ID,
      navigation_category_depth: 2,
      footer_category_id: FOOTER_CATEGORY_ID,
      home_cms_page_id: HOME_CMS_PAGE_ID,
      translations: tr('name', shop ? perLocale(() => shop.name) : names('Aisle demo shop', 'Sklep demonstracyjny Aisle', 'Aisle-Demoshop')),
    });
    // One after another: a transaction is one connection, and pg refuses queued parallel queries on it.
    const link = async (table: string, column: string, ids: string[]) => {
      for (const id of ids) await insert(tx, table, { sales_channel_id: SALES_CHANNEL_ID, [column]: id });
    };
    await link('sales_channel_language', 'language_id', Object.values(LANGUAGE_IDS));
    await link('sales_channel_currency', 'currency_id', Object.values(CURRENCY_IDS));
    await link(
      'sales_channel_country',
      'country_id',
      COUNTRIES.map((country) => idFor(`country:${country.iso}`)),
    );
    await link(
      'sales_channel_payment_method',
      'payment_method_id',
      PAYMENT_METHODS.map((method) => idFor(`payment:${method.technicalName}`)),
    );
    await link(
      'sales_channel_shipping_method',
      'shipping_method_id',
      SHIPPING_METHODS.map((method) => idFor(`shipping:${method.technicalName}`)),
    );
    for (const code of LOCALE_CODES) {
      await insert(tx, 'sales_channel_domain', {
        id: idFor(`domain:${code}`),
        sales_channel_id: SALES_CHANNEL_ID,
        language_id: LANGUAGE_IDS[code],
        currency_id: CURRENCY_IDS.EUR,
        url: `${options.storefrontUrl.replace(/\/$/, '')}${STOREFRONT_PREFIX[code]}`,
      });
    }
    for (const row of seoRows) {
      await insert(tx, 'seo_url', {
        id: idFor(`seo:${row.id}:${row.language}`),
        sales_channel_id: SALES_CHANNEL_ID,
        language_id: row.language,
        foreign_key: row.id,
        route_name: SEO_ROUTE_NAMES[salesChannelType].navigation,
        path_info: `/navigation/${row.id}`,
        seo_path_info: row.path,
      });
    }

    for (const landing of [{ id: LANDING_PAGE_ID, url: LANDING.url }, SHOWCASE]) {
      for (const code of LOCALE_CODES) {
        await insert(tx, 'seo_url', {
          id: idFor(`seo:${landing.id}:${code}`),
          sales_channel_id: SALES_CHANNEL_ID,
          language_id: LANGUAGE_IDS[code],
          foreign_key: landing.id,
          route_name: SEO_ROUTE_NAMES[salesChannelType].landing,
          path_info: `/landingPage/${landing.id}`,
          seo_path_info: landing.url[code],
        });
      }
    }

    // Shopware writes an SEO URL for each customer group open for registration in a sales channel:
    // storefronts find the group's registration page (and its id) through POST /seo-url.
    for (const code of LOCALE_CODES) {
      await insert(tx, 'seo_url', {
        id: idFor(`seo:${BUSINESS_GROUP.id}:${code}`),
        sales_channel_id: SALES_CHANNEL_ID,
        language_id: LANGUAGE_IDS[code],
        foreign_key: BUSINESS_GROUP.id,
        route_name: 'frontend.account.customer-group-registration.page',
        path_info: `/customer-group-registration/${BUSINESS_GROUP.id}`,
        seo_path_info: `${BUSINESS_GROUP.name[code].replace(/\s+/g, '-')}/`,
      });
    }

    options.onProgress?.('Creating the catalogue …');
    await seedCatalogue(tx, { mediaDir: options.mediaDir, salesChannelType, onProgress: options.onProgress });
    await refreshVariantOptions(tx);
  });
  for (const [key, value] of Object.entries(DEMO_CONFIG)) await setConfig(db, key as ConfigKey, value, SALES_CHANNEL_ID);
  // The merchant's shop, shop-wide (as `config set` writes it): its mails come from it from the first one on.
  if (shop) {
    await setConfig(db, 'core.basicInformation.shopName', shop.name);
    await setConfig(db, 'core.basicInformation.email', shop.email);
    await setConfig(db, 'core.basicInformation.address', shop.address);
  }
  await attachDownloads(db, options.downloads ?? filesystemStorage(join(options.mediaDir, '..', 'downloads')));
  // Catalogue blocks need product ids, which exist only once the transaction above is committed.
  await addCatalogueBlocks(db);
  return true;
}
