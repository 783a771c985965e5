// The shop's identity as Shopware keeps it in system config (`core.basicInformation.*`): the name in
// every mail's subject, signature and sender, the e-mail address mails come from (and contact-form
// messages go to), and the postal address under the signature (Shopware's mail footer shows it too).
import type { Queryable } from '../../db/database.ts';
import { config } from './system-config.ts';

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
