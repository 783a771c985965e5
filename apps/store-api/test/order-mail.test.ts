// What the order confirmation mail says: the chosen options of each item, and for prepayment the bank
// account, the amount and the payment reference — in the order's language.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { orderConfirmationMail } from '../src/domain/order/confirmation-mail.ts';
import { registration } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

async function placeOrder(email: string, paymentTechnicalName: string, headers: Record<string, string> = {}): Promise<{ id: string; orderNumber: string }> {
  const guest = await call(engine.app, '/account/register', { body: registration(email, { guest: true, password: undefined }), headers });
  const token = guest.token;
  await call(engine.app, '/context', { method: 'PATCH', token, body: { paymentMethodId: idFor(`payment:${paymentTechnicalName}`) }, headers });
  await call(engine.app, '/checkout/cart/line-item', {
    token,
    body: { items: [{ id: T.redSmall, referencedId: T.redSmall, type: 'product', quantity: 2 }] },
    headers,
  });
  const placed = await call(engine.app, '/checkout/order', { token, body: {}, headers });
  expect(placed.status).toBe(200);
  return placed.body as { id: string; orderNumber: string };
}

describe('order confirmation mail', () => {
  it('names the chosen options and, for prepayment, the bank account, amount and payment reference', async () => {
    const order = await placeOrder('prepay@example.com', 'payment_prepayment');
    const mail = await orderConfirmationMail(engine.db, order.id);
    expect(mail?.text).toMatch(/2 × Zephyrwing hoodie \(.+: .+ · .+: .+\): 40\.00 EUR/);
    expect(mail?.text).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(mail?.text).toContain('Amount: ');
    expect(mail?.text).toContain(`Payment reference: ${order.orderNumber}`);
    expect(mail?.html).toContain('Account holder: Aisle Demo Store GmbH');
  });

  it('leaves the bank details out for other methods', async () => {
    const order = await placeOrder('invoice@example.com', 'payment_invoice');
    const mail = await orderConfirmationMail(engine.db, order.id);
    expect(mail?.text).not.toContain('IBAN');
    expect(mail?.text).toMatch(/Zephyrwing hoodie \(/);
  });
});
