// The shop's identity as Shopware keeps it in system config (`core.basicInformation.*`): the name in
// every mail's subject, signature and sender, the e-mail address mails come from (and contact-form
// messages go to), and the postal address under the signature (Shopware's mail footer shows it too).
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { config } from './system-config.ts';

// What each key accepts, from the CLI (operator-config.ts) and from the environment at seed time
// (config.ts). The name goes into mail headers: one line. An address may have several lines.
export const SHOP_NAME = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[^\p{Cc}]*$/u);
export const SHOP_EMAIL = z.email().max(254);
export const SHOP_ADDRESS = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:[^\p{Cc}]|\n)*$/u);

export interface ShopIdentity {
  name: string;
  email: string;
  /** Free text, '' when not set (then the signature has no address line). */
  address: string;
}

export async function shopIdentity(db: Queryable, salesChannelId: string | null): Promise<ShopIdentity> {
  return {
    name: await config(db, 'core.basicInformation.shopName', salesChannelId),
    email: await config(db, 'core.basicInformation.email', salesChannelId),
    address: await config(db, 'core.basicInformation.address', salesChannelId),
  };
}
