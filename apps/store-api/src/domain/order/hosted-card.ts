// The card form of the gateway's hosted page (the card fields' method without JavaScript): the same
// test cards behave as in the checkout's frame — approved pays, declined fails the transaction, the
// challenge card asks for authentication on the next page.
import type { Queryable } from '../../db/database.ts';
import { startChallenge } from './card-payment.ts';
import { checkCard, type CardInput, type CardProblem } from './card-rules.ts';
import { finishGatewayPayment, gatewaySession } from './payment.ts';

export type HostedCardResult = { kind: 'redirect'; url: string | null } | { kind: 'invalid'; problems: CardProblem[] } | { kind: 'challenge' };

export async function payOnHostedPage(db: Queryable, token: string, input: CardInput, now = new Date()): Promise<HostedCardResult> {
  const session = await gatewaySession(db, token);
  // A used or expired link: finishing reports the problem to the shop's error URL.
  if (session.problem || session.kind === 'challenge') return { kind: 'redirect', url: await finishGatewayPayment(db, token, 'cancel') };
  const check = checkCard(input, now);
  if (!check.ok) return { kind: 'invalid', problems: check.problems };
  if (check.outcome === 'challenge') {
    await startChallenge(db, token);
    return { kind: 'challenge' };
  }
  return { kind: 'redirect', url: await finishGatewayPayment(db, token, check.outcome === 'approve' ? 'pay' : 'fail') };
}
