// The catalogue's entity definitions for criteria: every field and association Shopware's
// EntityDefinition classes expose to the Store API (ApiAware), mapped onto the engine's tables. Fields
// Shopware has and the engine keeps no data for are declared as null (criteria on them are valid and
// match like an unset value); runtime fields and non-ApiAware ones answer Shopware's refusals.
// Variant rows carry their parent's inherited values (seed), so no inheritance join is needed.
import { emptyEntity, field, sortBy, to, type AssociationDefinition, type EntityDefinition, type FieldMap } from '../criteria/fields.ts';
import { reviewDefinition } from './products/reviews.ts';
import { seoUrlDefinition, translatedField, translatedJson } from '../system/definitions.ts';
import type { LanguageChain } from '../translation.ts';

/** Shopware's live version id: every versioned entity's versionId. */
const LIVE_VERSION = field.text(`'0fa91ce3e96a4bc2be4bd9ce752c3425'`);
const NOT_UPDATED = field.none('date');
/** Every Shopware definition has createdAt and updatedAt (EntityDefinition's base fields); these tables keep neither. */
const NO_TIMESTAMPS = { createdAt: field.none('date'), updatedAt: NOT_UPDATED };

/**
 * An entity's `translations` (Shopware's TranslationsAssociationField): one row per language of the owner's
 * translations jsonb, with the owner's id under `ownerKey` (productId, categoryId …).
 */
/** A json key of a definition (a constant, never request data) as an SQL literal; refuses anything but a plain name. */
function keyLiteral(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a field name: ${name}`);
  return `'${name}'`;
}

function translationsOf(entity: string, table: string, ownerKey: string, fields: readonly string[]): AssociationDefinition {
  const definition: EntityDefinition = {
    entity: `${entity}_translation`,
    table: `(SELECT x.id AS owner_id, e.key AS language_id, e.value AS doc FROM ${table} x, jsonb_each(x.translations) e)`,
    fields: {
      [ownerKey]: field.text('t.owner_id'),
      languageId: field.text('t.language_id'),
      ...Object.fromEntries(fields.map((name) => [name, field.text(`t.doc ->> ${keyLiteral(name)}`)])),
      customFields: field.json(`t.doc -> 'customFields'`),
      ...NO_TIMESTAMPS,
    },
    searchFields: [],
    defaultSort: [],
  };
  return to.many(() => definition, 't.id', 't.owner_id');
}

export interface CatalogDefinitions {
  product: EntityDefinition;
  category: EntityDefinition;
  productManufacturer: EntityDefinition;
  propertyGroup: EntityDefinition;
  propertyGroupOption: EntityDefinition;
  media: EntityDefinition;
  productMedia: EntityDefinition;
  cmsPage: EntityDefinition;
  landingPage: EntityDefinition;
}

/** The definitions for one language chain (translated fields read it). */
export function catalogDefinitions(chain: LanguageChain): CatalogDefinitions {
  const tr = (name: string) => translatedField(chain, name);
  const customFields = translatedJson(chain, 'customFields');
  const empty = {
    tag: emptyEntity('tag', { name: 'text' }),
    productStream: emptyEntity('product_stream', { name: 'text', description: 'text', invalid: 'boolean' }),
    mainCategory: emptyEntity('main_category', { productId: 'text', categoryId: 'text', salesChannelId: 'text' }),
    cmsSection: emptyEntity('cms_section', { position: 'number', type: 'text', name: 'text', cmsPageId: 'text' }),
  };
  const defs = {} as CatalogDefinitions;
  const lazy =
    <K extends keyof CatalogDefinitions>(key: K) =>
    () =>
      defs[key];

  const unitDefinition: EntityDefinition = {
    entity: 'unit',
    table: 'unit',
    fields: {
      id: field.text('t.id'),
      shortCode: tr('shortCode'),
      name: tr('name'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    searchFields: ['name'],
    defaultSort: [],
  };
  const taxDefinition: EntityDefinition = {
    entity: 'tax',
    table: 'tax',
    fields: {
      id: field.text('t.id'),
      taxRate: field.number('t.tax_rate'),
      name: field.text('t.name'),
      position: field.number('t.position'),
      customFields: field.json('NULL::jsonb'),
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    searchFields: ['name'],
    defaultSort: [],
  };
  const deliveryTimeDefinition: EntityDefinition = {
    entity: 'delivery_time',
    table: 'delivery_time',
    fields: {
      id: field.text('t.id'),
      name: tr('name'),
      min: field.number('t.min'),
      max: field.number('t.max'),
      unit: field.text('t.unit'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    searchFields: ['name'],
    defaultSort: [],
  };
  const productDownloadDefinition: EntityDefinition = {
    entity: 'product_download',
    table: 'product_download',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      productId: field.text('t.product_id'),
      productVersionId: LIVE_VERSION,
      mediaId: field.none('text'),
      position: field.number('t.position'),
      customFields: field.json('NULL::jsonb'),
      ...NO_TIMESTAMPS,
    },
    associations: { product: to.one(lazy('product'), 't.product_id'), media: to.one(lazy('media'), 'NULL::text') },
    searchFields: [],
    defaultSort: sortBy('ASC', 'position'),
  };
  const crossSellingDefinition: EntityDefinition = {
    entity: 'product_cross_selling',
    table: 'product_cross_selling',
    fields: {
      id: field.text('t.id'),
      name: tr('name'),
      position: field.number('t.position'),
      sortBy: field.none('text'),
      sortDirection: field.none('text'),
      type: field.text(`'productList'`),
      active: field.boolean('t.active'),
      limit: field.number('cardinality(t.product_ids)'),
      productId: field.text('t.product_id'),
      productStreamId: field.none('text'),
      ...NO_TIMESTAMPS,
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'position'),
  };
  const configuratorSettingDefinition: EntityDefinition = {
    entity: 'product_configurator_setting',
    table: 'product_configurator_setting',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      productId: field.text('t.product_id'),
      productVersionId: LIVE_VERSION,
      mediaId: field.none('text'),
      optionId: field.text('t.option_id'),
      position: field.number('t.position'),
      customFields: field.json('NULL::jsonb'),
      ...NO_TIMESTAMPS,
    },
    associations: { option: to.one(lazy('propertyGroupOption'), 't.option_id'), media: to.one(lazy('media'), 'NULL::text') },
    searchFields: [],
    defaultSort: sortBy('ASC', 'position'),
  };

  const coverId = '(SELECT pm.id FROM product_media pm WHERE pm.product_id = t.id AND pm.media_id = t.cover_media_id ORDER BY pm.position, pm.id LIMIT 1)';
  const productFields: FieldMap = {
    id: field.text('t.id'),
    versionId: LIVE_VERSION,
    parentId: field.text('t.parent_id'),
    parentVersionId: LIVE_VERSION,
    manufacturerId: field.text('t.manufacturer_id'),
    productManufacturerVersionId: LIVE_VERSION,
    unitId: field.text('t.unit_id'),
    taxId: field.text('t.tax_id'),
    coverId: field.text(coverId),
    productMediaVersionId: LIVE_VERSION,
    deliveryTimeId: field.text('t.delivery_time_id'),
    canonicalProductId: field.none('text'),
    canonicalProductVersionId: LIVE_VERSION,
    cmsPageId: field.text('t.cms_page_id'),
    cmsPageVersionId: LIVE_VERSION,
    openGraphMediaId: field.none('text'),
    productNumber: field.text('t.product_number'),
    restockTime: field.none('number'),
    active: field.boolean('t.active'),
    available: field.boolean('(t.active AND (NOT t.is_closeout OR t.available_stock >= greatest(t.min_purchase, 1)))'),
    isCloseout: field.boolean('t.is_closeout'),
    availableStock: field.number('t.available_stock'),
    stock: field.number('t.stock'),
    displayGroup: field.text('t.display_group'),
    manufacturerNumber: field.none('text'),
    ean: field.none('text'),
    purchaseSteps: field.number('t.purchase_steps'),
    maxPurchase: field.number('t.max_purchase'),
    minPurchase: field.number('t.min_purchase'),
    purchaseUnit: field.number('t.purchase_unit'),
    referenceUnit: field.number('t.reference_unit'),
    shippingFree: field.boolean('t.shipping_free'),
    markAsTopseller: field.boolean('t.mark_as_topseller'),
    weight: field.number('t.weight'),
    width: field.none('number'),
    height: field.none('number'),
    length: field.none('number'),
    releaseDate: field.date('t.release_date'),
    ratingAverage: field.number('t.rating_average'),
    categoryTree: field.list('t.category_tree'),
    propertyIds: field.list('t.property_ids'),
    optionIds: field.list('t.option_ids'),
    streamIds: field.list('ARRAY[]::text[]'),
    tagIds: field.list('ARRAY[]::text[]'),
    categoryIds: field.list('t.category_ids'),
    childCount: field.number('(SELECT count(*) FROM product c WHERE c.parent_id = t.id)'),
    sales: field.number('t.sales'),
    states: field.list(`ARRAY[CASE WHEN t.is_download THEN 'is-download' ELSE 'is-physical' END]`),
    type: field.text(`CASE WHEN t.is_download THEN 'digital' ELSE 'physical' END`),
    metaDescription: tr('metaDescription'),
    name: tr('name'),
    keywords: tr('keywords'),
    description: tr('description'),
    metaTitle: tr('metaTitle'),
    packUnit: tr('packUnit'),
    packUnitPlural: tr('packUnitPlural'),
    ogTitle: tr('ogTitle'),
    ogDescription: tr('ogDescription'),
    customFields,
    createdAt: field.date('t.created_at'),
    updatedAt: NOT_UPDATED,
    // ApiCriteriaAware: not in the response, yet filterable and sortable (the default currency's gross).
    price: field.number('t.cheapest_price'),
    cheapestPrice: field.number('t.cheapest_price'),
    // Computed per request (SalesChannelProductDefinition), refused in criteria.
    calculatedPrice: field.runtime('json'),
    calculatedPrices: field.runtime('list'),
    calculatedMaxPurchase: field.runtime('number'),
    calculatedCheapestPrice: field.runtime('json'),
    isNew: field.runtime('boolean'),
    sortedProperties: field.runtime('json'),
    // In the 6.7 schema only, derived from the description.
    descriptionTeaser: field.runtime(),
    measurements: field.runtime('json'),
    variation: field.runtime('list'),
    // Declared without ApiAware.
    featureSetId: field.protected(),
    variantListingConfig: field.protected('json'),
    variantRestrictions: field.protected('json'),
    purchasePrices: field.protected('json'),
    customFieldSetSelectionActive: field.protected('boolean'),
    customSearchKeywords: field.protected('list'),
    slotConfig: field.protected('json'),
    autoIncrement: field.protected('number'),
  };
  const protectedAssociation = { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' } as const;
  defs.product = {
    entity: 'product',
    table: 'product',
    fields: productFields,
    associations: {
      parent: to.one(lazy('product'), 't.parent_id'),
      children: to.many(lazy('product'), 't.id', 't.parent_id'),
      deliveryTime: to.one(() => deliveryTimeDefinition, 't.delivery_time_id'),
      tax: to.one(() => taxDefinition, 't.tax_id'),
      manufacturer: to.one(lazy('productManufacturer'), 't.manufacturer_id'),
      unit: to.one(() => unitDefinition, 't.unit_id'),
      cover: to.one(lazy('productMedia'), coverId),
      cmsPage: to.one(lazy('cmsPage'), 't.cms_page_id'),
      canonicalProduct: to.one(lazy('product'), 'NULL::text'),
      openGraphMedia: to.one(lazy('media'), 'NULL::text'),
      media: to.many(lazy('productMedia'), 't.id', 't.product_id'),
      crossSellings: to.many(() => crossSellingDefinition, 't.id', 't.product_id'),
      configuratorSettings: to.many(() => configuratorSettingDefinition, 't.id', 't.product_id'),
      productReviews: to.many(() => reviewDefinition, 't.id', 't.product_id'),
      mainCategories: to.many(() => empty.mainCategory, 't.id', 't."productId"'),
      seoUrls: to.many(() => seoUrlDefinition(), 't.id', 't.foreign_key'),
      options: to.ids(lazy('propertyGroupOption'), 't.option_ids'),
      properties: to.ids(lazy('propertyGroupOption'), 't.property_ids'),
      categories: to.ids(lazy('category'), 't.category_ids'),
      categoriesRo: to.ids(lazy('category'), 't.category_tree'),
      streams: to.ids(() => empty.productStream, 'ARRAY[]::text[]'),
      tags: to.ids(() => empty.tag, 'ARRAY[]::text[]'),
      downloads: to.many(() => productDownloadDefinition, 't.id', 't.product_id'),
      seoCategory: { target: lazy('category'), key: 'NULL::text', references: 't.id', many: false, refused: 'runtime' },
      prices: protectedAssociation,
      visibilities: protectedAssociation,
      searchKeywords: protectedAssociation,
      orderLineItems: protectedAssociation,
      wishlists: protectedAssociation,
      featureSet: protectedAssociation,
      translations: translationsOf('product', 'product', 'productId', [
        'name',
        'keywords',
        'description',
        'metaTitle',
        'metaDescription',
        'packUnit',
        'packUnitPlural',
      ]),
    },
    searchFields: ['name', 'productNumber'],
    defaultSort: sortBy('ASC', 'name'),
  };

  defs.category = {
    entity: 'category',
    table: 'category',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      parentId: field.text('t.parent_id'),
      parentVersionId: LIVE_VERSION,
      afterCategoryId: field.text('t.after_category_id'),
      afterCategoryVersionId: LIVE_VERSION,
      mediaId: field.text('t.media_id'),
      displayNestedProducts: field.boolean('t.display_nested_products'),
      breadcrumb: field.none('text'),
      level: field.number('t.level'),
      path: field.text('t.path'),
      childCount: field.number('(SELECT count(*) FROM category c WHERE c.parent_id = t.id)'),
      type: field.text('t.type'),
      productAssignmentType: field.text('t.product_assignment_type'),
      visible: field.boolean('t.visible'),
      active: field.boolean('t.active'),
      name: tr('name'),
      customFields,
      linkType: field.text(`coalesce(${tr('linkType').sql}, t.link_type)`),
      internalLink: tr('internalLink'),
      externalLink: tr('externalLink'),
      linkNewTab: field.boolean('t.link_new_tab'),
      description: tr('description'),
      metaTitle: tr('metaTitle'),
      metaDescription: tr('metaDescription'),
      keywords: tr('keywords'),
      cmsPageId: field.text('t.cms_page_id'),
      cmsPageVersionId: LIVE_VERSION,
      customEntityTypeId: field.none('text'),
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
      cmsPageIdSwitched: field.runtime('boolean'),
      visibleChildCount: field.runtime('number'),
      // In the 6.7 schema only (computed for link categories).
      seoUrl: field.runtime(),
      productStreamId: field.protected(),
      slotConfig: field.protected('json'),
    },
    associations: {
      parent: to.one(lazy('category'), 't.parent_id'),
      children: to.many(lazy('category'), 't.id', 't.parent_id'),
      media: to.one(lazy('media'), 't.media_id'),
      tags: to.ids(() => empty.tag, 'ARRAY[]::text[]'),
      cmsPage: to.one(lazy('cmsPage'), 't.cms_page_id'),
      seoUrls: to.many(() => seoUrlDefinition(), 't.id', 't.foreign_key'),
      products: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      translations: translationsOf('category', 'category', 'categoryId', [
        'name',
        'description',
        'metaTitle',
        'metaDescription',
        'keywords',
        'linkType',
        'internalLink',
        'externalLink',
      ]),
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'level', 'name'),
  };

  defs.productManufacturer = {
    entity: 'product_manufacturer',
    table: 'product_manufacturer',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      mediaId: field.text('t.media_id'),
      link: field.text('t.link'),
      name: tr('name'),
      description: tr('description'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    associations: {
      media: to.one(lazy('media'), 't.media_id'),
      products: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      translations: translationsOf('product_manufacturer', 'product_manufacturer', 'productManufacturerId', ['name', 'description']),
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'name'),
  };

  defs.propertyGroup = {
    entity: 'property_group',
    table: 'property_group',
    fields: {
      id: field.text('t.id'),
      name: tr('name'),
      description: tr('description'),
      displayType: field.text('t.display_type'),
      sortingType: field.text('t.sorting_type'),
      filterable: field.boolean('t.filterable'),
      visibleOnProductDetailPage: field.boolean('t.visible_on_product_detail_page'),
      position: field.number('t.position'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    associations: {
      options: to.many(lazy('propertyGroupOption'), 't.id', 't.group_id'),
      translations: translationsOf('property_group', 'property_group', 'propertyGroupId', ['name', 'description']),
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'position', 'name'),
  };

  defs.propertyGroupOption = {
    entity: 'property_group_option',
    table: 'property_group_option',
    fields: {
      id: field.text('t.id'),
      groupId: field.text('t.group_id'),
      name: tr('name'),
      position: field.number('t.position'),
      colorHexCode: field.text('t.color_hex_code'),
      mediaId: field.text('t.media_id'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
      combinable: field.runtime('boolean'),
      // In the 6.7 schema only; answered like the runtime fields around it.
      option: field.runtime(),
    },
    associations: {
      media: to.one(lazy('media'), 't.media_id'),
      group: to.one(lazy('propertyGroup'), 't.group_id'),
      productConfiguratorSettings: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      productProperties: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      productOptions: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      translations: translationsOf('property_group_option', 'property_group_option', 'propertyGroupOptionId', ['name']),
    },
    searchFields: ['name'],
    defaultSort: sortBy('ASC', 'position', 'name'),
  };

  defs.media = {
    entity: 'media',
    table: 'media',
    fields: {
      id: field.text('t.id'),
      mimeType: field.text('t.mime_type'),
      fileExtension: field.text('t.file_extension'),
      uploadedAt: field.date('t.created_at'),
      fileName: field.text('t.file_name'),
      fileSize: field.number('t.file_size'),
      metaData: field.json(`jsonb_build_object('width', t.width, 'height', t.height)`),
      config: field.json('NULL::jsonb'),
      alt: tr('alt'),
      title: tr('title'),
      path: field.text('t.path'),
      private: field.boolean('FALSE'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
      url: field.runtime(),
      hasFile: field.runtime('boolean'),
      mediaType: field.runtime('json'),
      userId: field.protected(),
      mediaFolderId: field.protected(),
    },
    associations: {
      thumbnails: to.many(() => mediaThumbnailDefinition, 't.id', 't.media_id'),
      tags: { target: () => empty.tag, key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      translations: translationsOf('media', 'media', 'mediaId', ['alt', 'title']),
    },
    searchFields: ['fileName', 'title', 'alt'],
    defaultSort: [],
  };
  // Thumbnails live in the media row's jsonb list; each element is one thumbnail.
  const mediaThumbnailDefinition: EntityDefinition = {
    entity: 'media_thumbnail',
    table: `(SELECT m.id AS media_id, e ->> 'id' AS id, (e ->> 'width')::int AS width, (e ->> 'height')::int AS height, e ->> 'path' AS path FROM media m, jsonb_array_elements(m.thumbnails) e)`,
    fields: {
      id: field.text('t.id'),
      mediaId: field.text('t.media_id'),
      mediaThumbnailSizeId: field.none('text'),
      width: field.number('t.width'),
      height: field.number('t.height'),
      path: field.text('t.path'),
      url: field.runtime(),
      customFields: field.json('NULL::jsonb'),
      ...NO_TIMESTAMPS,
    },
    searchFields: [],
    defaultSort: [],
  };

  defs.productMedia = {
    entity: 'product_media',
    table: 'product_media',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      productId: field.text('t.product_id'),
      productVersionId: LIVE_VERSION,
      mediaId: field.text('t.media_id'),
      position: field.number('t.position'),
      customFields: field.json('NULL::jsonb'),
      ...NO_TIMESTAMPS,
    },
    associations: { media: to.one(lazy('media'), 't.media_id') },
    searchFields: [],
    defaultSort: sortBy('ASC', 'position'),
  };

  defs.cmsPage = {
    entity: 'cms_page',
    table: 'cms_page',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      name: tr('name'),
      type: field.text('t.type'),
      entity: field.text('t.entity'),
      cssClass: field.text('t.css_class'),
      config: field.json('t.config'),
      previewMediaId: field.none('text'),
      customFields,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
      locked: field.protected('boolean'),
    },
    associations: {
      sections: to.many(() => empty.cmsSection, 't.id', 't."cmsPageId"'),
      previewMedia: to.one(lazy('media'), 'NULL::text'),
      landingPages: to.many(lazy('landingPage'), 't.id', 't.cms_page_id'),
      categories: { target: lazy('category'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      products: { target: lazy('product'), key: 'NULL::text', references: 't.id', many: true, refused: 'protected' },
      translations: translationsOf('cms_page', 'cms_page', 'cmsPageId', ['name']),
    },
    searchFields: ['name'],
    defaultSort: [],
  };

  defs.landingPage = {
    entity: 'landing_page',
    table: 'landing_page',
    fields: {
      id: field.text('t.id'),
      versionId: LIVE_VERSION,
      active: field.boolean('t.active'),
      name: tr('name'),
      customFields,
      slotConfig: translatedJson(chain, 'slotConfig'),
      url: tr('url'),
      metaTitle: tr('metaTitle'),
      metaDescription: tr('metaDescription'),
      keywords: tr('keywords'),
      cmsPageId: field.text('t.cms_page_id'),
      cmsPageVersionId: LIVE_VERSION,
      createdAt: field.date('t.created_at'),
      updatedAt: NOT_UPDATED,
    },
    associations: {
      tags: to.ids(() => empty.tag, 'ARRAY[]::text[]'),
      cmsPage: to.one(lazy('cmsPage'), 't.cms_page_id'),
      seoUrls: to.many(() => seoUrlDefinition(), 't.id', 't.foreign_key'),
      translations: translationsOf('landing_page', 'landing_page', 'landingPageId', ['name', 'url', 'metaTitle', 'metaDescription', 'keywords']),
    },
    searchFields: ['name'],
    defaultSort: [],
  };
  return defs;
}
