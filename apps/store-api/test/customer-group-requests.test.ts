// Trade accounts: a customer registers on a customer group's registration page (`requestedGroupId`),
// the operator accepts or declines (`npm run engine -- customers accept-group|decline-group <email>`),
// the customer gets Shopware's accept/reject mail, and an accepted customer's next session shows the
// group's prices (the demo's business group: net, `taxState: net`).
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { latestMail } from '../src/domain/mail/mailer.ts';
import { registeredCustomer } from './support/accounts.ts';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { contractErrors } from './support/schema.ts';
import { useTestEngine } from './support/test-engine.ts';

const BUSINESS = idFor('customer-group:business');
const PASSWORD = 'correct-horse-9';

const engine = useTestEngine({ mailWorker: false });

async function admin(method: 'GET' | 'POST', path: string, body?: unknown, token = ADMIN_TOKEN) {
  const response = await engine.app.inject({
    method,
    url: `/_admin/customers/${path}`,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'x-aisle-admin-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

type Context = { currentCustomerGroup?: { id: string; displayGross: boolean }; context?: { taxState?: string } };

async function loginContext(email: string): Promise<{ token: string; context: Context }> {
  const login = await call(engine.app, '/account/login', { body: { username: email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const answer = await call(engine.app, '/context', { token: login.token });
  expect(contractErrors('/context', 'GET', 200, answer.body)).toEqual([]);
  return { token: login.token ?? '', context: answer.body as Context };
}

async function productPrice(token: string): Promise<number> {
  const answer = await call(engine.app, '/product', { token, body: { filter: [{ type: 'equals', field: 'productNumber', value: 'AI10033' }] } });
  const [product] = (answer.body as { elements: Array<{ calculatedPrice: { unitPrice: number } }> }).elements;
  return product?.calculatedPrice.unitPrice ?? Number.NaN;
}

// Shopware's schema wants business customers with a VAT id.
const business = { requestedGroupId: BUSINESS, accountType: 'business', company: 'Acme GmbH', vatIds: ['DE123456789'] };

describe('customer group requests', () => {
  it('need the admin token', async () => {
    expect((await admin('GET', 'group-requests', undefined, 'wrong')).status).toBe(403);
    expect((await admin('POST', 'group-request', { email: 'x@example.com', decision: 'accept' }, 'wrong')).status).toBe(403);
  });

  it('accepting moves the customer into the group: mailed, and the next session shows net prices', async () => {
    await registeredCustomer(engine.app, engine.db, 'trade@example.com', business);
    const before = await loginContext('trade@example.com');
    expect(before.context.context?.taxState).toBe('gross');
    const grossPrice = await productPrice(before.token);

    const pending = await admin('GET', 'group-requests');
    expect(pending.body.pending).toEqual([expect.objectContaining({ email: 'trade@example.com', company: 'Acme GmbH', group: 'Business customers' })]);

    const accepted = await admin('POST', 'group-request', { email: 'TRADE@example.com', decision: 'accept' });
    expect(accepted).toMatchObject({ status: 200, body: { decision: 'accept', group: 'Business customers' } });
    expect((await latestMail(engine.db, 'trade@example.com', 'customer_group_change_accept'))?.subject).toContain('Business customers');
    expect((await admin('GET', 'group-requests')).body.pending).toEqual([]);

    const after = await loginContext('trade@example.com');
    expect(after.context.currentCustomerGroup).toMatchObject({ id: BUSINESS, displayGross: false });
    expect(after.context.context?.taxState).toBe('net');
    const netPrice = await productPrice(after.token);
    expect(netPrice).toBeLessThan(grossPrice);

    // Decided once: a second decision finds no request.
    expect((await admin('POST', 'group-request', { email: 'trade@example.com', decision: 'decline' })).status).toBe(404);
  });

  it('declining clears the request, mails the customer and leaves the group as it was', async () => {
    await registeredCustomer(engine.app, engine.db, 'declined@example.com', business);
    const declined = await admin('POST', 'group-request', { email: 'declined@example.com', decision: 'decline' });
    expect(declined.status).toBe(200);
    expect((await latestMail(engine.db, 'declined@example.com', 'customer_group_change_reject'))?.subject).toBeTruthy();
    const { context } = await loginContext('declined@example.com');
    expect(context.context?.taxState).toBe('gross');
    expect(context.currentCustomerGroup?.id).not.toBe(BUSINESS);
  });

  it('answers 404 for an address without a request and 400 for a malformed body', async () => {
    expect((await admin('POST', 'group-request', { email: 'nobody@example.com', decision: 'accept' })).status).toBe(404);
    expect((await admin('POST', 'group-request', { email: 'nobody@example.com', decision: 'maybe' })).status).toBe(400);
  });
});
