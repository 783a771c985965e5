-- Carts, shipping prices, method availability, promotions, orders with their state machines,
-- payment tokens and digital downloads.

CREATE TABLE cart (
  token text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  -- {items: [{id, type, referencedId, quantity}], addedCodes: [], blockedPromotionIds: []}
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Shipping cost ranges: the first range that fits the cart's goods total ('price') or quantity.
CREATE TABLE shipping_method_price (
  id text PRIMARY KEY,
  shipping_method_id text NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  calculation text NOT NULL DEFAULT 'price',
  quantity_start numeric(14, 4) NOT NULL DEFAULT 0,
  quantity_end numeric(14, 4),
  -- {currencyId: {gross, net}}
  currency_price jsonb NOT NULL
);
CREATE INDEX shipping_method_price_method ON shipping_method_price(shipping_method_id);

-- Availability rules of shipping and payment methods (a small rule language instead of Shopware's
-- rule builder): {countries?: [iso], maxCartTotal?: number, minCartTotal?: number, physicalOnly?: bool}
ALTER TABLE shipping_method ADD COLUMN availability jsonb NOT NULL DEFAULT '{}';
ALTER TABLE shipping_method ADD COLUMN tax_id text REFERENCES tax(id);
ALTER TABLE payment_method ADD COLUMN availability jsonb NOT NULL DEFAULT '{}';
-- 'sync' (invoice, cash on delivery, prepayment) or 'async' (the demo card gateway)
ALTER TABLE payment_method ADD COLUMN handler text NOT NULL DEFAULT 'sync';

CREATE TABLE promotion (
  id text PRIMARY KEY,
  active boolean NOT NULL DEFAULT true,
  valid_from timestamptz,
  valid_until timestamptz,
  use_codes boolean NOT NULL DEFAULT true,
  code text UNIQUE,
  priority integer NOT NULL DEFAULT 1,
  prevent_combination boolean NOT NULL DEFAULT false,
  exclusion_ids text[] NOT NULL DEFAULT '{}',
  -- {minCartTotal?: number (default currency, gross), loggedIn?: bool}
  conditions jsonb NOT NULL DEFAULT '{}',
  -- [{id, scope: 'cart'|'delivery', type: 'percentage'|'absolute', value, maxValue?}]
  discounts jsonb NOT NULL DEFAULT '[]',
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promotion_code_lower ON promotion(lower(code));

CREATE SEQUENCE order_number_seq START 10001;

CREATE TABLE "order" (
  id text PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id),
  customer_id text REFERENCES customer(id) ON DELETE SET NULL,
  -- {email, firstName, lastName, salutationId, customerNumber, company}
  order_customer jsonb NOT NULL,
  state text NOT NULL DEFAULT 'open',
  currency_id text NOT NULL REFERENCES currency(id),
  currency_factor numeric(20, 10) NOT NULL,
  language_id text NOT NULL REFERENCES language(id),
  billing_address_id text NOT NULL,
  price jsonb NOT NULL,
  shipping_costs jsonb NOT NULL,
  amount_total numeric(14, 4) NOT NULL,
  amount_net numeric(14, 4) NOT NULL,
  position_price numeric(14, 4) NOT NULL,
  tax_status text NOT NULL,
  deep_link_code text NOT NULL,
  customer_comment text,
  affiliate_code text,
  campaign_code text,
  item_rounding jsonb NOT NULL,
  total_rounding jsonb NOT NULL,
  order_date_time timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_customer_idx ON "order"(customer_id, order_date_time DESC);
CREATE INDEX order_deep_link ON "order"(deep_link_code);

CREATE TABLE order_address (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  salutation_id text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  company text,
  department text,
  street text NOT NULL,
  zipcode text,
  city text NOT NULL,
  country_id text NOT NULL REFERENCES country(id),
  country_state_id text REFERENCES country_state(id),
  phone_number text,
  additional_address_line1 text,
  additional_address_line2 text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_address_order ON order_address(order_id);

CREATE TABLE order_line_item (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  identifier text NOT NULL,
  referenced_id text,
  product_id text,
  promotion_id text,
  type text NOT NULL,
  label text NOT NULL,
  quantity integer NOT NULL,
  unit_price numeric(14, 4) NOT NULL,
  total_price numeric(14, 4) NOT NULL,
  price jsonb NOT NULL,
  price_definition jsonb,
  payload jsonb NOT NULL DEFAULT '{}',
  good boolean NOT NULL,
  removable boolean NOT NULL,
  stackable boolean NOT NULL,
  position integer NOT NULL,
  states text[] NOT NULL DEFAULT '{}',
  cover_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_line_item_order ON order_line_item(order_id);

CREATE TABLE order_delivery (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  shipping_method_id text NOT NULL REFERENCES shipping_method(id),
  shipping_order_address_id text NOT NULL REFERENCES order_address(id),
  shipping_costs jsonb NOT NULL,
  shipping_date_earliest timestamptz NOT NULL,
  shipping_date_latest timestamptz NOT NULL,
  tracking_codes text[] NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_delivery_order ON order_delivery(order_id);

CREATE TABLE order_transaction (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  payment_method_id text NOT NULL REFERENCES payment_method(id),
  amount jsonb NOT NULL,
  state text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transaction_order ON order_transaction(order_id, created_at);

-- Files a digital product delivers; a copy per ordered line item decides access.
CREATE TABLE product_download (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_extension text NOT NULL,
  mime_type text NOT NULL,
  -- path below the data folder's downloads/ directory (never publicly served)
  path text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_download_product ON product_download(product_id);

CREATE TABLE order_line_item_download (
  id text PRIMARY KEY,
  order_line_item_id text NOT NULL REFERENCES order_line_item(id) ON DELETE CASCADE,
  product_download_id text NOT NULL REFERENCES product_download(id),
  position integer NOT NULL DEFAULT 0,
  access_granted boolean NOT NULL DEFAULT false
);
CREATE INDEX order_line_item_download_item ON order_line_item_download(order_line_item_id);

CREATE TABLE payment_token (
  token text PRIMARY KEY,
  transaction_id text NOT NULL REFERENCES order_transaction(id) ON DELETE CASCADE,
  finish_url text,
  error_url text,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);
