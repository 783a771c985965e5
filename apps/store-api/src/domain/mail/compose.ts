// A mail as the shop sends it: its texts in the recipient's language (templates.ts), the shop's name
// and address in them, and the shop as its sender. Every mail the engine sends is composed here, so
// no mail can come from anyone but the configured shop.
import type { Queryable } from '../../db/database.ts';
import { shopIdentity } from '../config/shop-identity.ts';
import { localeCodeOf } from '../system/lookups.ts';
import type { MailSender } from './mailer.ts';
import { renderMail, type MailTemplate, type MailValues } from './templates.ts';

export interface ComposedMail {
  template: MailTemplate;
  from: MailSender;
  subject: string;
  text: string;
  html: string;
}

/** `salesChannelId` null: the shop-wide configuration (a customer bound to no sales channel). */
export async function composeMail(
  db: Queryable,
  template: MailTemplate,
  audience: { salesChannelId: string | null; languageId: string },
  values: MailValues,
): Promise<ComposedMail> {
  const shop = await shopIdentity(db, audience.salesChannelId);
  const mail = renderMail(template, await localeCodeOf(db, audience.languageId), shop, values);
  return { template, from: { name: shop.name, address: shop.email }, ...mail };
}
