-- The demo gateway's card fields (docs/adr/0044-payment-components.md): a card typed into the gateway's
-- frame becomes a single-use token; /handle-payment charges it with the order's transaction. Only the
-- test card's outcome and last four digits are kept, never the number.
CREATE TABLE card_token (
  token text PRIMARY KEY,
  outcome text NOT NULL,
  last4 text NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);

-- 'hosted': the gateway's payment page; 'challenge': a card's authentication step before it is paid.
ALTER TABLE payment_token ADD COLUMN kind text NOT NULL DEFAULT 'hosted';
