-- Catalogue: manufacturers, properties, products (parents and variants), media, tier prices,
-- cross-sellings and reviews. Prices are jsonb per currency: {currencyId: {gross, net, linked,
-- listPrice?: {gross, net}}} with amounts as decimal strings; the default currency is always present.

CREATE TABLE unit (
  id text PRIMARY KEY,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_manufacturer (
  id text PRIMARY KEY,
  link text,
  media_id text REFERENCES media(id),
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE property_group (
  id text PRIMARY KEY,
  display_type text NOT NULL DEFAULT 'text',
  sorting_type text NOT NULL DEFAULT 'alphanumeric',
  filterable boolean NOT NULL DEFAULT true,
  visible_on_product_detail_page boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE property_group_option (
  id text PRIMARY KEY,
  group_id text NOT NULL REFERENCES property_group(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  color_hex_code text,
  media_id text REFERENCES media(id),
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX property_group_option_group ON property_group_option(group_id);

CREATE TABLE product (
  id text PRIMARY KEY,
  parent_id text REFERENCES product(id) ON DELETE CASCADE,
  product_number text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  -- Shopware's sales-channel visibility: 10 link, 20 search, 30 all
  visibility integer NOT NULL DEFAULT 30,
  manufacturer_id text REFERENCES product_manufacturer(id),
  tax_id text NOT NULL REFERENCES tax(id),
  unit_id text REFERENCES unit(id),
  delivery_time_id text REFERENCES delivery_time(id),
  price jsonb NOT NULL,
  -- gross amount in the default currency of the cheapest tier/variant: filters and sorting use it
  cheapest_price numeric(14, 4) NOT NULL,
  -- [{quantityStart, quantityEnd, price: <price jsonb>}]
  tier_prices jsonb NOT NULL DEFAULT '[]',
  stock integer NOT NULL DEFAULT 0,
  available_stock integer NOT NULL DEFAULT 0,
  is_closeout boolean NOT NULL DEFAULT false,
  min_purchase integer NOT NULL DEFAULT 1,
  purchase_steps integer NOT NULL DEFAULT 1,
  max_purchase integer,
  purchase_unit numeric(10, 4),
  reference_unit numeric(10, 4),
  shipping_free boolean NOT NULL DEFAULT false,
  mark_as_topseller boolean NOT NULL DEFAULT false,
  is_download boolean NOT NULL DEFAULT false,
  weight numeric(10, 4),
  release_date timestamptz,
  rating_average numeric(4, 2),
  sales integer NOT NULL DEFAULT 0,
  cover_media_id text REFERENCES media(id),
  -- variants: the configurator options that make this variant
  option_ids text[] NOT NULL DEFAULT '{}',
  property_ids text[] NOT NULL DEFAULT '{}',
  -- direct category assignment, and the assignment plus every ancestor (listing lookups)
  category_ids text[] NOT NULL DEFAULT '{}',
  category_tree text[] NOT NULL DEFAULT '{}',
  -- variant listing: 'parent' shows one entry per parent, 'variant' every variant
  display_group text,
  translations jsonb NOT NULL DEFAULT '{}',
  -- every language's name, number, description and manufacturer for full-text search
  search_document tsvector,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_parent ON product(parent_id);
CREATE INDEX product_category_tree ON product USING gin(category_tree);
CREATE INDEX product_properties ON product USING gin(property_ids);
CREATE INDEX product_options ON product USING gin(option_ids);
CREATE INDEX product_search ON product USING gin(search_document);
CREATE INDEX product_cheapest_price ON product(cheapest_price);
CREATE INDEX product_manufacturer_idx ON product(manufacturer_id);

CREATE TABLE product_media (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id text NOT NULL REFERENCES media(id),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_media_product ON product_media(product_id);

-- The options a parent product offers in its variant configurator.
CREATE TABLE product_configurator_setting (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  option_id text NOT NULL REFERENCES property_group_option(id),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_configurator_setting_product ON product_configurator_setting(product_id);

CREATE TABLE product_cross_selling (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  product_ids text[] NOT NULL DEFAULT '{}',
  translations jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX product_cross_selling_product ON product_cross_selling(product_id);

CREATE TABLE product_review (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  customer_id text,
  language_id text NOT NULL REFERENCES language(id),
  sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE,
  external_user text,
  external_email text,
  title text NOT NULL,
  content text NOT NULL,
  points numeric(3, 1) NOT NULL,
  status boolean NOT NULL DEFAULT false,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_review_product ON product_review(product_id);
