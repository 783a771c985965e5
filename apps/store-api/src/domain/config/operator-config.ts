// The system-config keys an operator may change at runtime (`npm run engine -- config set`), each with
// the value it accepts. A whitelist: the other keys are URLs and texts the storefront depends on.
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME } from './shop-identity.ts';
import { config, CONFIG_DEFAULTS, type ConfigKey } from './system-config.ts';

type Kind = 'boolean' | 'positiveInteger' | 'name' | 'email' | 'address';

const OPERATOR_KEYS = {
  'core.loginRegistration.doubleOptInRegistration': 'boolean',
  'core.loginRegistration.doubleOptInGuestOrder': 'boolean',
  'core.newsletter.doubleOptIn': 'boolean',
  'core.newsletter.doubleOptInRegistered': 'boolean',
  'core.cart.wishlistEnabled': 'boolean',
  'core.cart.enableOrderRefunds': 'boolean',
  'core.loginRegistration.passwordMinLength': 'positiveInteger',
  // The shop's identity in every mail (domain/config/shop-identity.ts).
  'core.basicInformation.shopName': 'name',
  'core.basicInformation.email': 'email',
  'core.basicInformation.address': 'address',
} as const satisfies Partial<Record<ConfigKey, Kind>>;

export type OperatorConfigKey = keyof typeof OPERATOR_KEYS;

export const OPERATOR_CONFIG_KEYS = Object.keys(OPERATOR_KEYS) as OperatorConfigKey[];

export function isOperatorConfigKey(key: unknown): key is OperatorConfigKey {
  return typeof key === 'string' && Object.hasOwn(OPERATOR_KEYS, key);
}

type Checked = { ok: true; value: OperatorValue } | { ok: false; message: string };
export type OperatorValue = boolean | number | string;

/** A text key also takes what the CLI typed as a number or boolean (a shop called "1990"). */
const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

function text(schema: z.ZodType<string>, value: unknown, refusal: string): Checked {
  const parsed = schema.safeParse(asText(value));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: `${refusal} (got ${JSON.stringify(value) ?? 'nothing'}).` };
}

/** The value as stored, or why it is refused. */
export function validateOperatorValue(key: OperatorConfigKey, value: unknown): Checked {
  const kind: Kind = OPERATOR_KEYS[key];
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: `${key} takes true or false.` };
    case 'positiveInteger':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4096
        ? { ok: true, value }
        : { ok: false, message: `${key} takes a whole number from 1 to 4096.` };
    case 'name':
      return text(SHOP_NAME, value, `${key} takes a name of 1 to 255 characters on one line`);
    case 'email':
      return text(SHOP_EMAIL, value, `${key} takes an e-mail address such as shop@example.com`);
    case 'address':
      return text(SHOP_ADDRESS, value, `${key} takes a postal address of up to 500 characters ('' for none)`);
  }
}

/**
 * Sets the shop-wide value: per-sales-channel rows of the key (the seed writes some) are removed, or
 * they would keep overriding it.
 */
export async function setOperatorConfig(db: Queryable, key: OperatorConfigKey, value: OperatorValue): Promise<void> {
  await db.query('DELETE FROM system_config WHERE key = $1 AND sales_channel_id IS NOT NULL', [key]);
  // An upsert on the unique index: two operators setting the key at once cannot both insert.
  await db.query(
    `INSERT INTO system_config (key, sales_channel_id, value) VALUES ($1, NULL, $2::jsonb)
     ON CONFLICT (key, coalesce(sales_channel_id, '')) DO UPDATE SET value = EXCLUDED.value`,
    [key, JSON.stringify(value)],
  );
}

/** The value each sales channel sees (its own row, else the shop-wide one, else Shopware's default). */
export async function readOperatorConfig(
  db: Queryable,
  key: OperatorConfigKey,
): Promise<{ key: OperatorConfigKey; default: unknown; salesChannels: Array<{ id: string; value: unknown }> }> {
  const channels = await db.query<{ id: string }>('SELECT id FROM sales_channel ORDER BY id');
  const salesChannels = await Promise.all(channels.map(async ({ id }) => ({ id, value: await config(db, key, id) })));
  return { key, default: CONFIG_DEFAULTS[key], salesChannels };
}

/** Maintenance mode on or off for every sales channel (the Store API then answers 503). */
export async function setMaintenance(db: Queryable, enabled: boolean): Promise<void> {
  await db.query('UPDATE sales_channel SET maintenance = $1', [enabled]);
}
