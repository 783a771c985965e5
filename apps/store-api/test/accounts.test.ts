// Customer accounts end to end through the engine: registration with double opt-in, login and
// throttling, profile changes, addresses (own data only), recovery, newsletter, wishlist, contact.
import { describe, expect, it } from 'vitest';
import { idFor } from '../src/domain/ids.ts';
import { latestMail } from '../src/domain/mail/mailer.ts';
import { GERMANY, mailedLink, MR, POLAND, registeredCustomer, registration, STOREFRONT_URL } from './support/accounts.ts';
import { insertCatalogueFixture, T } from './support/catalogue-fixture.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine({ seed: insertCatalogueFixture });

type Errors = { errors: Array<{ code: string; status: string; detail: string; source?: { pointer: string }; meta?: { parameters: Record<string, unknown> } }> };
type Customer = {
  id: string;
  email: string;
  active: boolean;
  guest: boolean;
  firstName: string;
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  accountType: string;
  company?: string;
};
const codes = (body: unknown) => (body as Errors).errors.map((entry) => [entry.code, entry.source?.pointer]);

describe('registration', () => {
  it('with double opt-in: not logged in until the mailed link is opened, then logged in', async () => {
    const email = 'ada@example.com';
    const first = await call(engine.app, '/account/register', { body: registration(email) });
    expect(first.status).toBe(200);
    expect(contractErrors('/account/register', 'POST', 200, first.body)).toEqual([]);
    expect(first.body).toMatchObject({ email, active: false, guest: false, doubleOptInRegistration: true });
    const login = await call(engine.app, '/account/login', { body: { email, password: 'correct-horse-9' } });
    expect(login.status).toBe(401);
    expect(codes(login.body)).toEqual([['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', undefined]]);

    const link = await mailedLink(engine.db, email, 'customer.register.double_opt_in');
    expect(link.pathname).toBe('/registration/confirm');
    const confirmed = await call(engine.app, '/account/register-confirm', { body: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as Customer).active).toBe(true);
    const again = await call(engine.app, '/account/register-confirm', { body: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } });
    expect(again.status).toBe(412);
    expect(codes(again.body)).toEqual([['CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', undefined]]);

    const me = await call(engine.app, '/account/customer', { token: confirmed.token, body: {} });
    expect(me.status).toBe(200);
    expect(contractErrors('/account/customer', 'POST', 200, me.body)).toEqual([]);
    expect((me.body as Customer).email).toBe(email);
    const context = (await call(engine.app, '/context', { token: confirmed.token })).body as { customer?: Customer };
    expect(context.customer?.email).toBe(email);
  });

  it('reports every problem as a violation with its pointer, and e-mails in use', async () => {
    const blank = await call(engine.app, '/account/register', {
      body: { storefrontUrl: 'http://evil.example', billingAddress: { countryId: GERMANY, zipcode: '1' } },
    });
    expect(blank.status).toBe(400);
    expect(codes(blank.body)).toEqual(
      expect.arrayContaining([
        ['VIOLATION::IS_BLANK_ERROR', '/email'],
        ['VIOLATION::IS_BLANK_ERROR', '/firstName'],
        ['VIOLATION::IS_BLANK_ERROR', '/password'],
        ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/storefrontUrl'],
        ['VIOLATION::IS_BLANK_ERROR', '/billingAddress/street'],
        ['VIOLATION::ZIP_CODE_INVALID', '/billingAddress/zipcode'],
      ]),
    );
    const short = await call(engine.app, '/account/register', { body: registration('short@example.com', { password: 'abc' }) });
    expect(codes(short.body)).toEqual([['VIOLATION::TOO_SHORT_ERROR', '/password']]);
    await registeredCustomer(engine.app, engine.db, 'taken@example.com');
    const taken = await call(engine.app, '/account/register', { body: registration('TAKEN@example.com') });
    expect(codes(taken.body)).toEqual([['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', '/email']]);
  });

  it('registers business customers with company and a VAT id in the country format', async () => {
    const wrongVat = await call(engine.app, '/account/register', {
      body: registration('biz@example.com', { accountType: 'business', company: 'Acme GmbH', vatIds: ['XX123'] }),
    });
    expect(codes(wrongVat.body)).toEqual([['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', '/vatIds/0']]);
    const noCompany = await call(engine.app, '/account/register', { body: registration('biz@example.com', { accountType: 'business' }) });
    expect(codes(noCompany.body)).toEqual([['VIOLATION::IS_BLANK_ERROR', '/billingAddress/company']]);
    const ok = await call(engine.app, '/account/register', {
      body: registration('biz@example.com', { accountType: 'business', company: 'Acme GmbH', vatIds: ['DE123456789'] }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ accountType: 'business', company: 'Acme GmbH' });
  });

  it('logs guests in at once; a guest can never log in with a password', async () => {
    const guest = await call(engine.app, '/account/register', { body: registration('guest@example.com', { guest: true, password: undefined }) });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ guest: true, active: true });
    const me = await call(engine.app, '/account/customer', { token: guest.token, body: {} });
    expect((me.body as Customer).guest).toBe(true);
    const login = await call(engine.app, '/account/login', { body: { email: 'guest@example.com', password: 'anything-at-all' } });
    expect(codes(login.body)).toEqual([['CHECKOUT__CUSTOMER_NOT_FOUND', undefined]]);
  });
});

describe('login', () => {
  it('answers bad credentials with Shopware’s message and throttles repeated failures', async () => {
    await registeredCustomer(engine.app, engine.db, 'grace@example.com');
    const wrong = await call(engine.app, '/account/login', { body: { email: 'grace@example.com', password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect((wrong.body as Errors).errors[0]).toMatchObject({ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', detail: 'Invalid username and/or password.' });
    // Empty passwords fail without hashing, so the ten failures fall in the 10-second window however slow scrypt is here.
    for (let attempt = 0; attempt < 9; attempt += 1) await call(engine.app, '/account/login', { body: { email: 'grace@example.com', password: '' } });
    const throttled = await call(engine.app, '/account/login', { body: { email: 'grace@example.com', password: 'correct-horse-9' } });
    expect(throttled.status).toBe(429);
    expect((throttled.body as Errors).errors[0]?.code).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    expect(Number((throttled.body as Errors).errors[0]?.meta?.parameters.seconds)).toBeGreaterThan(0);
  });

  it('gives a new token on login and logout, and restores the earlier session on the next login', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'linus@example.com');
    const logout = await call(engine.app, '/account/logout', { token, body: {} });
    expect(logout.token).not.toBe(token);
    expect(((await call(engine.app, '/context', { token: logout.token })).body as { customer?: unknown }).customer).toBeUndefined();
    const { token: anonymous } = await call(engine.app, '/context');
    const login = await call(engine.app, '/account/login', { token: anonymous, body: { email: 'linus@example.com', password: 'correct-horse-9' } });
    expect(login.status).toBe(200);
    expect(login.token).not.toBe(anonymous);
    expect(((await call(engine.app, '/context', { token: login.token })).body as { customer?: Customer }).customer?.email).toBe('linus@example.com');
  });
});

describe('profile, e-mail and password', () => {
  it('changes the profile and e-mail, and checks the current password', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'barbara@example.com');
    expect((await call(engine.app, '/account/change-profile', { token, body: { firstName: 'Barbara', lastName: 'Liskov', salutationId: MR } })).status).toBe(
      200,
    );
    const blank = await call(engine.app, '/account/change-profile', { token, body: { firstName: '', lastName: 'Liskov' } });
    expect(codes(blank.body)).toEqual([['VIOLATION::IS_BLANK_ERROR', '/firstName']]);
    const wrong = await call(engine.app, '/account/change-email', {
      token,
      body: { email: 'b@example.com', emailConfirmation: 'c@example.com', password: 'nope' },
    });
    expect(codes(wrong.body)).toEqual([
      ['VIOLATION::NOT_EQUAL_ERROR', '/emailConfirmation'],
      ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', '/password'],
    ]);
    const ok = await call(engine.app, '/account/change-email', {
      token,
      body: { email: 'b@example.com', emailConfirmation: 'b@example.com', password: 'correct-horse-9' },
    });
    expect(ok.status).toBe(200);
    expect((await call(engine.app, '/account/customer', { token, body: {} })).body as Customer).toMatchObject({ email: 'b@example.com', firstName: 'Barbara' });
  });

  it('changes the password: new token, other sessions logged out, new password works', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'tim@example.com');
    const other = await call(engine.app, '/account/login', { body: { email: 'tim@example.com', password: 'correct-horse-9' } });
    const changed = await call(engine.app, '/account/change-password', {
      token,
      body: { password: 'correct-horse-9', newPassword: 'battery-staple-7', newPasswordConfirm: 'battery-staple-7' },
    });
    expect(changed.status).toBe(200);
    expect(changed.token).not.toBe(token);
    expect((await call(engine.app, '/account/customer', { token: changed.token, body: {} })).status).toBe(200);
    expect((await call(engine.app, '/account/customer', { token: other.token, body: {} })).status).toBe(403);
    const mismatch = await call(engine.app, '/account/change-password', {
      token: changed.token,
      body: { password: 'battery-staple-7', newPassword: 'x1234567', newPasswordConfirm: 'y1234567' },
    });
    expect(codes(mismatch.body)).toEqual([['VIOLATION::NOT_EQUAL_ERROR', '/newPasswordConfirm']]);
    expect((await call(engine.app, '/account/login', { body: { email: 'tim@example.com', password: 'battery-staple-7' } })).status).toBe(200);
  });

  it('changes the default payment method', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'pay@example.com');
    const prepayment = idFor('payment:payment_prepayment');
    expect((await call(engine.app, `/account/change-payment-method/${prepayment}`, { token, body: {} })).status).toBe(200);
    expect(((await call(engine.app, '/account/customer', { token, body: {} })).body as { defaultPaymentMethodId: string }).defaultPaymentMethodId).toBe(
      prepayment,
    );
    const unknown = await call(engine.app, `/account/change-payment-method/${idFor('nope')}`, { token, body: {} });
    expect(codes(unknown.body)).toEqual([['CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND', undefined]]);
  });

  it('refuses account routes without a customer', async () => {
    const response = await call(engine.app, '/account/customer', { body: {} });
    expect(response.status).toBe(403);
    expect(codes(response.body)).toEqual([['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', undefined]]);
  });
});

describe('addresses', () => {
  it('creates, edits, sets defaults and deletes; protects default addresses', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'alan@example.com');
    const created = await call(engine.app, '/account/address', {
      token,
      body: { firstName: 'Alan', lastName: 'Turing', street: 'ul. Długa 5', zipcode: '00-238', city: 'Warszawa', countryId: POLAND },
    });
    expect(created.status).toBe(200);
    expect(contractErrors('/account/address', 'POST', 200, created.body)).toEqual([]);
    const id = (created.body as { id: string }).id;
    const invalid = await call(engine.app, `/account/address/${id}`, {
      method: 'PATCH',
      token,
      body: { firstName: 'Alan', lastName: 'Turing', street: '', zipcode: '0', city: 'Warszawa', countryId: POLAND },
    });
    expect(codes(invalid.body)).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/street'],
      ['VIOLATION::ZIP_CODE_INVALID', '/zipcode'],
    ]);
    const edited = await call(engine.app, `/account/address/${id}`, {
      method: 'PATCH',
      token,
      body: { firstName: 'Alan', lastName: 'Turing', street: 'ul. Krótka 1', zipcode: '00-001', city: 'Warszawa', countryId: POLAND },
    });
    expect((edited.body as { street: string }).street).toBe('ul. Krótka 1');
    expect((await call(engine.app, `/account/address/default-shipping/${id}`, { method: 'PATCH', token })).status).toBe(204);
    const list = await call(engine.app, '/account/list-address', { token, body: {} });
    expect(contractErrors('/account/list-address', 'POST', 200, list.body)).toEqual([]);
    expect(
      (list.body as { elements: Array<{ id: string; isDefaultShippingAddress: boolean }> }).elements.find((address) => address.id === id)
        ?.isDefaultShippingAddress,
    ).toBe(true);
    const deleteDefault = await call(engine.app, `/account/address/${id}`, { method: 'DELETE', token });
    expect(codes(deleteDefault.body)).toEqual([['CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', undefined]]);
    const customer = (await call(engine.app, '/account/customer', { token, body: {} })).body as Customer;
    await call(engine.app, `/account/address/default-shipping/${customer.defaultBillingAddressId}`, { method: 'PATCH', token });
    expect((await call(engine.app, `/account/address/${id}`, { method: 'DELETE', token })).status).toBe(204);
  });

  it('never lets one customer see or touch another customer’s address', async () => {
    const alice = await registeredCustomer(engine.app, engine.db, 'alice@example.com');
    const bob = await registeredCustomer(engine.app, engine.db, 'bob@example.com');
    const aliceAddress = ((await call(engine.app, '/account/customer', { token: alice, body: {} })).body as Customer).defaultBillingAddressId;
    const bobsList = (await call(engine.app, '/account/list-address', { token: bob, body: {} })).body as { elements: Array<{ id: string }> };
    expect(bobsList.elements.map((address) => address.id)).not.toContain(aliceAddress);
    const patch = await call(engine.app, `/account/address/${aliceAddress}`, {
      method: 'PATCH',
      token: bob,
      body: { firstName: 'Bob', lastName: 'B', street: 'x', zipcode: '10117', city: 'y', countryId: GERMANY },
    });
    expect(patch.status).toBe(403);
    expect((await call(engine.app, `/account/address/${aliceAddress}`, { method: 'DELETE', token: bob })).status).toBe(403);
    expect((await call(engine.app, `/account/address/default-billing/${aliceAddress}`, { method: 'PATCH', token: bob })).status).toBe(403);
    const context = await call(engine.app, '/context', { method: 'PATCH', token: bob, body: { billingAddressId: aliceAddress } });
    expect(codes(context.body)).toEqual([['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/billingAddressId']]);
    const aliceAfter = (await call(engine.app, '/account/customer', { token: alice, body: {} })).body as { defaultBillingAddress: { firstName: string } };
    expect(aliceAfter.defaultBillingAddress.firstName).toBe('Ada');
  });
});

describe('password recovery', () => {
  it('answers the same for unknown e-mails and resets through the mailed link', async () => {
    expect((await call(engine.app, '/account/recovery-password', { body: { email: 'nobody@example.com', storefrontUrl: STOREFRONT_URL } })).status).toBe(200);
    expect(await latestMail(engine.db, 'nobody@example.com')).toBeUndefined();
    await registeredCustomer(engine.app, engine.db, 'margaret@example.com');
    expect(
      (await call(engine.app, '/account/recovery-password', { body: { email: 'margaret@example.com', storefrontUrl: `${STOREFRONT_URL}/pl-PL` } })).status,
    ).toBe(200);
    const link = await mailedLink(engine.db, 'margaret@example.com', 'customer.recovery.request');
    expect(link.pathname).toBe('/pl-PL/reset-password');
    const hash = link.searchParams.get('hash');
    expect(((await call(engine.app, '/account/customer-recovery-is-expired', { body: { hash } })).body as { isExpired: boolean }).isExpired).toBe(false);
    expect(
      (
        await call(engine.app, '/account/recovery-password-confirm', {
          body: { hash, newPassword: 'apollo-eleven-11', newPasswordConfirm: 'apollo-eleven-11' },
        })
      ).status,
    ).toBe(200);
    expect((await call(engine.app, '/account/login', { body: { email: 'margaret@example.com', password: 'apollo-eleven-11' } })).status).toBe(200);
    const reused = await call(engine.app, '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'apollo-eleven-11', newPasswordConfirm: 'apollo-eleven-11' },
    });
    expect(codes(reused.body)).toEqual([['CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', undefined]]);
  });

  it('rejects links older than two hours', async () => {
    await registeredCustomer(engine.app, engine.db, 'katherine@example.com');
    await call(engine.app, '/account/recovery-password', { body: { email: 'katherine@example.com', storefrontUrl: STOREFRONT_URL } });
    const hash = (await mailedLink(engine.db, 'katherine@example.com', 'customer.recovery.request')).searchParams.get('hash');
    await engine.db.query("UPDATE customer_recovery SET created_at = now() - interval '3 hours' WHERE hash = $1", [hash]);
    const expired = await call(engine.app, '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'apollo-eleven-11', newPasswordConfirm: 'apollo-eleven-11' },
    });
    expect(expired.status).toBe(410);
    expect(codes(expired.body)).toEqual([['CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', undefined]]);
  });
});

describe('newsletter, wishlist and contact form', () => {
  it('subscribes with double opt-in and confirms through the mailed link', async () => {
    const subscribed = await call(engine.app, '/newsletter/subscribe', {
      body: { email: 'news@example.com', option: 'subscribe', storefrontUrl: STOREFRONT_URL },
    });
    expect(subscribed.body).toEqual({ success: true, status: 'notSet' });
    const link = await mailedLink(engine.db, 'news@example.com', 'newsletter.double_opt_in');
    expect(link.pathname).toBe('/newsletter-subscribe');
    expect((await call(engine.app, '/newsletter/confirm', { body: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } })).status).toBe(
      200,
    );
    const [row] = await engine.db.query<{ status: string }>("SELECT status FROM newsletter_recipient WHERE email = 'news@example.com'");
    expect(row?.status).toBe('optIn');
    expect((await call(engine.app, '/newsletter/unsubscribe', { body: { email: 'news@example.com' } })).status).toBe(204);
    const bad = await call(engine.app, '/newsletter/confirm', { body: { hash: 'nope', em: 'nope' } });
    expect(codes(bad.body)).toEqual([['CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', undefined]]);
  });

  it('keeps a wishlist per customer: add, ignore duplicates on merge, delete; guests are refused', async () => {
    const token = await registeredCustomer(engine.app, engine.db, 'wish@example.com');
    expect((await call(engine.app, '/customer/wishlist', { token, body: {} })).status).toBe(404);
    expect((await call(engine.app, `/customer/wishlist/add/${T.simple}`, { token, body: {} })).status).toBe(200);
    const duplicate = await call(engine.app, `/customer/wishlist/add/${T.simple}`, { token, body: {} });
    expect(codes(duplicate.body)).toEqual([['CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', undefined]]);
    expect((await call(engine.app, '/customer/wishlist/merge', { token, body: { productIds: [T.simple, T.tiered, idFor('missing')] } })).status).toBe(200);
    const list = await call(engine.app, '/customer/wishlist', { token, body: { limit: 15 } });
    expect(contractErrors('/customer/wishlist', 'POST', 200, list.body)).toEqual([]);
    expect((list.body as { products: { total: number } }).products.total).toBe(2);
    expect((await call(engine.app, `/customer/wishlist/delete/${T.tiered}`, { method: 'DELETE', token })).status).toBe(200);
    expect(((await call(engine.app, '/customer/wishlist', { token, body: {} })).body as { products: { total: number } }).products.total).toBe(1);
    expect((await call(engine.app, `/customer/wishlist/add/${T.simple}`, { body: {} })).status).toBe(403);
  });

  it('serves the business customer group’s registration page settings', async () => {
    const response = await call(engine.app, `/customer-group-registration/config/${idFor('customer-group:business')}`);
    expect(response.status).toBe(200);
    expect(contractErrors('/customer-group-registration/config/{customerGroupId}', 'GET', 200, response.body)).toEqual([]);
    expect(response.body).toMatchObject({ registrationActive: true, registrationTitle: 'Register as a business customer' });
    expect((await call(engine.app, `/customer-group-registration/config/${idFor('nope')}`)).status).toBe(404);
  });

  it('validates the contact form and mails the shop with the sender as reply-to', async () => {
    const invalid = await call(engine.app, '/contact-form', { body: { email: 'x', subject: '', comment: 'short' } });
    expect(codes(invalid.body)).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/salutationId'],
      ['VIOLATION::INVALID_EMAIL_FORMAT_ERROR', '/email'],
      ['VIOLATION::IS_BLANK_ERROR', '/subject'],
      ['VIOLATION::TOO_SHORT_ERROR', '/comment'],
    ]);
    const sent = await call(engine.app, '/contact-form', {
      body: { salutationId: MR, email: 'sender@example.com', subject: 'Sizes', comment: 'Do the shirts run small?', firstName: 'Sam' },
    });
    expect(sent.body).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
    const mail = await latestMail(engine.db, 'shop@aisle.example', 'contact_form');
    expect(mail?.raw).toContain('Reply-To: sender@example.com');
  });
});
