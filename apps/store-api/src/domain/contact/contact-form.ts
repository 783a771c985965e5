// POST /contact-form: validated message to the shop's address, with the sender as reply-to.
import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../context/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import { Violations, type Input } from '../validation/rules.ts';
import { checkSalutation } from '../customer/salutation.ts';
import { unthrottled, type Throttle } from '../throttles.ts';

export async function sendContactForm(
  db: Queryable,
  mailer: Mailer,
  ctx: RequestContext,
  input: Input,
  throttle: Throttle = unthrottled,
): Promise<{ individualSuccessMessage: string; apiAlias: 'contact_form_result' }> {
  const check = new Violations();
  const salutationId = check.notBlank(input, 'salutationId');
  await checkSalutation(db, check, salutationId, '/salutationId');
  const email = check.notBlank(input, 'email');
  check.email(email, '/email');
  const subject = check.notBlank(input, 'subject');
  const comment = check.notBlank(input, 'comment');
  check.minLength(comment, 10, '/comment');
  check.maxLength(comment, 15000, '/comment');
  check.throwIfAny();
  await throttle(email ?? '');
  const name = [check.optional(input, 'firstName'), check.optional(input, 'lastName')].filter(Boolean).join(' ') || (email ?? '');
  const mail = await composeMail(
    db,
    'contact_form',
    { salesChannelId: ctx.salesChannel.id, languageId: ctx.languageId },
    {
      subject: subject ?? '',
      comment: comment ?? '',
      name,
      email: email ?? '',
      phone: check.optional(input, 'phone') ?? '',
    },
  );
  // To the shop's own address, from the shop (as Shopware sends it); answering goes to the shopper.
  await mailer.send({ to: mail.from.address, replyTo: email, ...mail });
  return { individualSuccessMessage: '', apiAlias: 'contact_form_result' };
}
