-- The mail outbox becomes a queue (ADR 0015): mails are written in the transaction that causes them
-- and a worker delivers them (SMTP, or an .eml file without SMTP) with retries and backoff.
ALTER TABLE mail_outbox ADD COLUMN status text NOT NULL DEFAULT 'sent';
ALTER TABLE mail_outbox ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE mail_outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE mail_outbox ADD COLUMN last_error text;
CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at) WHERE status = 'pending';
