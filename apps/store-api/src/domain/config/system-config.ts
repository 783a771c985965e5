// Sales-channel configuration (Shopware's system_config keys) with Shopware's defaults, except
// where the demo shop deliberately differs (seeded rows).
import type { Queryable } from '../../db/database.ts';

export const CONFIG_DEFAULTS = {
  'core.loginRegistration.doubleOptInRegistration': false,
  'core.loginRegistration.doubleOptInGuestOrder': false,
  'core.loginRegistration.passwordMinLength': 8,
  'core.loginRegistration.pwdRecoverUrl': '/account/recover/password?hash=%%RECOVERHASH%%',
  'core.loginRegistration.confirmationUrl': '/registration/confirm?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%',
  'core.newsletter.doubleOptIn': true,
  'core.newsletter.doubleOptInRegistered': false,
  'core.newsletter.subscribeUrl': '/newsletter-subscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%',
  'core.cart.wishlistEnabled': false,
  // Shopware's "Enable refunds" (Stornierungen erlauben): customers may cancel their orders. Off by default.
  'core.cart.enableOrderRefunds': false,
  'core.basicInformation.email': 'shop@aisle.example',
  'core.basicInformation.shopName': 'Aisle',
  // Shopware's default is empty too: no address under the mails' signature until one is set.
  'core.basicInformation.address': '',
  // Shopware's migration sets it to its default product page layout (seed/product-layout.ts).
  'core.cms.default_product_cms_page': '',
} as const;

export type ConfigKey = keyof typeof CONFIG_DEFAULTS;
type ConfigValue<K extends ConfigKey> = (typeof CONFIG_DEFAULTS)[K] extends boolean ? boolean : (typeof CONFIG_DEFAULTS)[K] extends number ? number : string;

/** `salesChannelId` null: the shop-wide value (or the default). */
export async function config<K extends ConfigKey>(db: Queryable, key: K, salesChannelId: string | null): Promise<ConfigValue<K>> {
  const rows = await db.query<{ value: unknown; sales_channel_id: string | null }>(
    'SELECT value, sales_channel_id FROM system_config WHERE key = $1 AND (sales_channel_id = $2 OR sales_channel_id IS NULL) ORDER BY sales_channel_id NULLS LAST',
    [key, salesChannelId],
  );
  const value = rows[0]?.value ?? CONFIG_DEFAULTS[key];
  return value as ConfigValue<K>;
}

export async function setConfig(db: Queryable, key: ConfigKey, value: unknown, salesChannelId: string | null = null): Promise<void> {
  // One statement on the unique index: two writers at once (a double-clicked operator command) cannot both insert.
  await db.query(
    `INSERT INTO system_config (key, sales_channel_id, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (key, coalesce(sales_channel_id, '')) DO UPDATE SET value = EXCLUDED.value`,
    [key, salesChannelId, JSON.stringify(value)],
  );
}
