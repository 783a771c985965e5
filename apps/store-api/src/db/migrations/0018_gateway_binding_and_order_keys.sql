-- The demo gateway's card tokens are bound like a real provider's (docs/payment-gateway.md): to the
-- shop (sales channel) whose fields took the card and to the amount and currency the shop asked for;
-- the transaction that used a token is kept beside it.
ALTER TABLE card_token ADD COLUMN sales_channel_id text;
ALTER TABLE card_token ADD COLUMN amount numeric;
ALTER TABLE card_token ADD COLUMN currency_iso_code text;
ALTER TABLE card_token ADD COLUMN order_transaction_id text;

-- An order post's idempotency key (docs/adr/0049-gateway-binding-and-lost-order-answers.md): a repeat of
-- the same key by the same customer answers the order placed the first time instead of a second one.
ALTER TABLE "order" ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX order_idempotency_key ON "order" (sales_channel_id, customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
