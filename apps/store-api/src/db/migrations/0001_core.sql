-- Core system and content tables. Translatable fields live in `translations`
-- (jsonb: languageId → {field: value}); the API falls back along the language chain.

CREATE TABLE locale (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  translations jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE language (
  id text PRIMARY KEY,
  name text NOT NULL,
  locale_id text NOT NULL REFERENCES locale(id),
  parent_id text REFERENCES language(id),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currency (
  id text PRIMARY KEY,
  iso_code text NOT NULL UNIQUE,
  symbol text NOT NULL,
  factor numeric(20, 10) NOT NULL,
  decimals integer NOT NULL DEFAULT 2,
  position integer NOT NULL DEFAULT 0,
  is_system_default boolean NOT NULL DEFAULT false,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE country (
  id text PRIMARY KEY,
  iso text NOT NULL UNIQUE,
  iso3 text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  shipping_available boolean NOT NULL DEFAULT true,
  is_eu boolean NOT NULL DEFAULT false,
  display_state_in_registration boolean NOT NULL DEFAULT false,
  force_state_in_registration boolean NOT NULL DEFAULT false,
  postal_code_required boolean NOT NULL DEFAULT false,
  check_postal_code_pattern boolean NOT NULL DEFAULT false,
  default_postal_code_pattern text,
  check_vat_id_pattern boolean NOT NULL DEFAULT false,
  vat_id_pattern text,
  vat_id_required boolean NOT NULL DEFAULT false,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE country_state (
  id text PRIMARY KEY,
  country_id text NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  short_code text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX country_state_country ON country_state(country_id);

CREATE TABLE salutation (
  id text PRIMARY KEY,
  salutation_key text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_group (
  id text PRIMARY KEY,
  display_gross boolean NOT NULL DEFAULT true,
  registration_active boolean NOT NULL DEFAULT false,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tax (
  id text PRIMARY KEY,
  tax_rate numeric(10, 2) NOT NULL,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE delivery_time (
  id text PRIMARY KEY,
  min integer NOT NULL,
  max integer NOT NULL,
  unit text NOT NULL,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_method (
  id text PRIMARY KEY,
  technical_name text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  after_order_enabled boolean NOT NULL DEFAULT true,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shipping_method (
  id text PRIMARY KEY,
  technical_name text NOT NULL UNIQUE,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  delivery_time_id text NOT NULL REFERENCES delivery_time(id),
  tax_type text NOT NULL DEFAULT 'auto',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE media (
  id text PRIMARY KEY,
  file_name text NOT NULL,
  file_extension text NOT NULL,
  mime_type text NOT NULL,
  file_size integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  path text NOT NULL,
  -- [{id, width, height, path}]
  thumbnails jsonb NOT NULL DEFAULT '[]',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cms_page (
  id text PRIMARY KEY,
  type text NOT NULL,
  entity text,
  css_class text,
  config jsonb,
  -- sections → blocks → slots; slot configs per language live in slot.translations
  sections jsonb NOT NULL DEFAULT '[]',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category (
  id text PRIMARY KEY,
  parent_id text REFERENCES category(id) ON DELETE CASCADE,
  after_category_id text,
  position integer NOT NULL DEFAULT 0,
  level integer NOT NULL,
  -- '|rootId|…|parentId|' like Shopware's path column
  path text,
  type text NOT NULL DEFAULT 'page',
  active boolean NOT NULL DEFAULT true,
  visible boolean NOT NULL DEFAULT true,
  display_nested_products boolean NOT NULL DEFAULT true,
  product_assignment_type text NOT NULL DEFAULT 'product',
  link_type text,
  link_new_tab boolean NOT NULL DEFAULT false,
  cms_page_id text REFERENCES cms_page(id),
  media_id text REFERENCES media(id),
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX category_parent ON category(parent_id);

CREATE TABLE landing_page (
  id text PRIMARY KEY,
  active boolean NOT NULL DEFAULT true,
  cms_page_id text REFERENCES cms_page(id),
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sales_channel (
  id text PRIMARY KEY,
  access_key text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  maintenance boolean NOT NULL DEFAULT false,
  language_id text NOT NULL REFERENCES language(id),
  currency_id text NOT NULL REFERENCES currency(id),
  country_id text NOT NULL REFERENCES country(id),
  customer_group_id text NOT NULL REFERENCES customer_group(id),
  payment_method_id text NOT NULL REFERENCES payment_method(id),
  shipping_method_id text NOT NULL REFERENCES shipping_method(id),
  navigation_category_id text NOT NULL REFERENCES category(id),
  navigation_category_depth integer NOT NULL DEFAULT 2,
  footer_category_id text REFERENCES category(id),
  service_category_id text REFERENCES category(id),
  home_cms_page_id text REFERENCES cms_page(id),
  tax_calculation_type text NOT NULL DEFAULT 'horizontal',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What a sales channel offers (Shopware's sales_channel_* mapping tables).
CREATE TABLE sales_channel_language (sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE, language_id text REFERENCES language(id), PRIMARY KEY (sales_channel_id, language_id));
CREATE TABLE sales_channel_currency (sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE, currency_id text REFERENCES currency(id), PRIMARY KEY (sales_channel_id, currency_id));
CREATE TABLE sales_channel_country (sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE, country_id text REFERENCES country(id), PRIMARY KEY (sales_channel_id, country_id));
CREATE TABLE sales_channel_payment_method (sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE, payment_method_id text REFERENCES payment_method(id), PRIMARY KEY (sales_channel_id, payment_method_id));
CREATE TABLE sales_channel_shipping_method (sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE, shipping_method_id text REFERENCES shipping_method(id), PRIMARY KEY (sales_channel_id, shipping_method_id));

CREATE TABLE sales_channel_domain (
  id text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id text NOT NULL REFERENCES language(id),
  currency_id text NOT NULL REFERENCES currency(id),
  url text NOT NULL
);

CREATE TABLE seo_url (
  id text PRIMARY KEY,
  sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id text NOT NULL REFERENCES language(id),
  foreign_key text NOT NULL,
  route_name text NOT NULL,
  path_info text NOT NULL,
  seo_path_info text NOT NULL,
  is_canonical boolean NOT NULL DEFAULT true,
  is_modified boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seo_url_lookup ON seo_url(language_id, seo_path_info);
CREATE INDEX seo_url_foreign ON seo_url(foreign_key, language_id);
CREATE INDEX seo_url_path_info ON seo_url(language_id, path_info);

-- Session context per sw-context-token (Shopware's sales_channel_api_context).
CREATE TABLE sales_channel_api_context (
  token text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_id text,
  payload jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_channel_api_context_customer ON sales_channel_api_context(customer_id);
