-- The demo engine's express wallet, "Test wallet" (docs/payment-gateway.md, "Express checkout"): a wallet
-- order is made from a context's cart and is bound, like the card tokens, to the shop (sales channel), the
-- amount and the currency; further to the context that made it (only it may prepare the checkout) and,
-- once prepared, to the customer it logged in (only that customer's order may be paid with it). Each step
-- happens once: approved or cancelled once at the gateway, prepared once, paid once.
CREATE TABLE wallet_token (
  token text PRIMARY KEY,
  sales_channel_id text NOT NULL,
  context_token text NOT NULL,
  amount numeric NOT NULL,
  currency_iso_code text NOT NULL,
  return_url text NOT NULL,
  cancel_url text NOT NULL,
  -- 'created' → 'approved' | 'cancelled' (at the gateway); prepared once; paid once (order_transaction_id).
  state text NOT NULL DEFAULT 'created',
  payer jsonb,
  prepared boolean NOT NULL DEFAULT false,
  customer_id text,
  order_transaction_id text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
