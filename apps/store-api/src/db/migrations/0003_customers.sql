-- Customers, addresses, password recovery, newsletter recipients, wishlists, sales-channel
-- configuration and the mail outbox.

CREATE TABLE system_config (
  key text NOT NULL,
  sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE,
  value jsonb NOT NULL
);
CREATE UNIQUE INDEX system_config_key ON system_config(key, coalesce(sales_channel_id, ''));

CREATE TABLE customer (
  id text PRIMARY KEY,
  sales_channel_id text REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_group_id text NOT NULL REFERENCES customer_group(id),
  requested_customer_group_id text REFERENCES customer_group(id),
  language_id text NOT NULL REFERENCES language(id),
  default_payment_method_id text REFERENCES payment_method(id),
  default_billing_address_id text,
  default_shipping_address_id text,
  customer_number text NOT NULL UNIQUE,
  salutation_id text REFERENCES salutation(id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  company text,
  vat_ids text[] NOT NULL DEFAULT '{}',
  account_type text NOT NULL DEFAULT 'private',
  email text NOT NULL,
  password_hash text,
  guest boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  double_opt_in_registration boolean NOT NULL DEFAULT false,
  double_opt_in_email_sent_date timestamptz,
  double_opt_in_confirm_date timestamptz,
  hash text,
  birthday date,
  first_login timestamptz,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Registered customers have unique e-mail addresses; guests may reuse one.
CREATE UNIQUE INDEX customer_email_registered ON customer(lower(email)) WHERE NOT guest;
CREATE INDEX customer_email ON customer(lower(email));
CREATE INDEX customer_hash ON customer(hash);
CREATE SEQUENCE customer_number_seq START 10000;

CREATE TABLE customer_address (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  salutation_id text REFERENCES salutation(id),
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
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_address_customer ON customer_address(customer_id);

CREATE TABLE customer_recovery (
  id text PRIMARY KEY,
  customer_id text NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
  hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_recipient (
  id text PRIMARY KEY,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id text NOT NULL REFERENCES language(id),
  email text NOT NULL,
  status text NOT NULL,
  hash text NOT NULL,
  salutation_id text REFERENCES salutation(id),
  first_name text,
  last_name text,
  street text,
  city text,
  zip_code text,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_recipient_email ON newsletter_recipient(lower(email), sales_channel_id);

CREATE TABLE customer_wishlist (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  sales_channel_id text NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, sales_channel_id)
);

CREATE TABLE customer_wishlist_product (
  id text PRIMARY KEY,
  wishlist_id text NOT NULL REFERENCES customer_wishlist(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wishlist_id, product_id)
);

CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  template text NOT NULL,
  -- the complete MIME message, as also written to data/…/outbox/<id>.eml
  raw text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient ON mail_outbox(lower(recipient), created_at);
