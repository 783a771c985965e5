// /account/* routes (store-api-behaviour.md §1.4, §2.5) and /customer-group-registration/config.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../domain/context/session.ts';
import { changeDefaultPaymentMethod, changeEmail, changePassword, changeProfile, confirmRecovery, recoveryIsExpired, requestRecovery } from '../../domain/customer/account-settings.ts';
import { changeAddress, createAddress, deleteAddress, setDefaultAddress } from '../../domain/customer/addresses.ts';
import { Authenticator, endCustomerSession, startCustomerSession } from '../../domain/customer/authentication.ts';
import { requireCustomer, requireToken } from '../../domain/customer/guards.ts';
import { confirmRegistration, register } from '../../domain/customer/registration.ts';
import type { AddressRow, CustomerRow } from '../../domain/customer/rows.ts';
import { serializeAddresses, serializeCustomer } from '../../domain/customer/serialize.ts';
import { statusOf } from '../../domain/newsletter/newsletter.ts';
import { searchResultBody, searchRows } from '../../domain/criteria/search.ts';
import type { EntityDefinition } from '../../domain/criteria/sql.ts';
import type { CustomerGroupRow } from '../../domain/system/rows.ts';
import { serializeCustomerGroup } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { bodyOf, contextOf, criteriaOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { readRoute } from './system.ts';

const SUCCESS = { success: true, apiAlias: 'array_struct' } as const;

const addressDefinition: EntityDefinition = {
  entity: 'customer_address',
  table: 'customer_address',
  fields: {
    id: { sql: 't.id', kind: 'text' },
    firstName: { sql: 't.first_name', kind: 'text' },
    lastName: { sql: 't.last_name', kind: 'text' },
    city: { sql: 't.city', kind: 'text' },
    zipcode: { sql: 't.zipcode', kind: 'text' },
    countryId: { sql: 't.country_id', kind: 'text' },
    createdAt: { sql: 't.created_at', kind: 'date' },
  },
  searchFields: ['firstName', 'lastName', 'city'],
  defaultSort: [{ field: 'createdAt', order: 'ASC', naturalSorting: false }],
};

async function defaultCurrency(deps: AppDeps): Promise<string> {
  const [row] = await deps.db.query<{ id: string }>('SELECT id FROM currency WHERE is_system_default LIMIT 1');
  return row?.id ?? '';
}

export async function customerBody(deps: AppDeps, ctx: RequestContext, customer: CustomerRow) {
  return serializeCustomer(deps.db, customer, {
    chain: ctx.chain,
    defaultCurrencyId: await defaultCurrency(deps),
    activeBillingAddressId: ctx.payload.billingAddressId,
    activeShippingAddressId: ctx.payload.shippingAddressId,
  });
}

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const authenticator = deps.authenticator ?? new Authenticator();
  const customerOf = (request: FastifyRequest, allowGuest: boolean) => requireCustomer(db, contextOf(request), { allowGuest });
  const withToken = (reply: FastifyReply, token: string) => reply.header('sw-context-token', token);

  app.post('/account/register', async (request, reply) => {
    const ctx = contextOf(request);
    const { customer, loggedIn } = await register(db, deps.mailer, ctx, bodyOf(request));
    if (loggedIn) withToken(reply, await startCustomerSession(db, ctx, customer));
    return customerBody(deps, ctx, customer);
  });

  app.post('/account/register-confirm', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await confirmRegistration(db, bodyOf(request));
    withToken(reply, await startCustomerSession(db, ctx, customer));
    return customerBody(deps, ctx, customer);
  });

  app.post('/account/login', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await authenticator.verify(db, ctx, bodyOf(request), request.ip);
    withToken(reply, await startCustomerSession(db, ctx, customer));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  app.post('/account/logout', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await customerOf(request, true);
    withToken(reply, await endCustomerSession(db, ctx, customer));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  readRoute(app, '/account/customer', async (request) => customerBody(deps, contextOf(request), await customerOf(request, true)));

  app.delete('/account/customer', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await customerOf(request, true);
    await endCustomerSession(db, ctx, customer);
    await db.query('DELETE FROM customer WHERE id = $1', [customer.id]);
    return reply.code(204).send();
  });

  app.post('/account/change-profile', async (request) => {
    requireToken(contextOf(request));
    await changeProfile(db, await customerOf(request, true), bodyOf(request));
    return SUCCESS;
  });

  app.post('/account/change-email', async (request) => {
    requireToken(contextOf(request));
    await changeEmail(db, await customerOf(request, false), bodyOf(request));
    return SUCCESS;
  });

  app.post('/account/change-password', async (request, reply) => {
    const ctx = contextOf(request);
    requireToken(ctx);
    withToken(reply, await changePassword(db, ctx, await customerOf(request, false), bodyOf(request)));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  app.post('/account/change-payment-method/:paymentMethodId', async (request) => {
    const ctx = contextOf(request);
    requireToken(ctx);
    await changeDefaultPaymentMethod(db, ctx, await customerOf(request, false), (request.params as { paymentMethodId: string }).paymentMethodId);
    return SUCCESS;
  });

  app.post('/account/recovery-password', async (request) => {
    await requestRecovery(db, deps.mailer, contextOf(request), bodyOf(request));
    return SUCCESS;
  });

  app.post('/account/recovery-password-confirm', async (request) => {
    await confirmRecovery(db, contextOf(request), bodyOf(request));
    return SUCCESS;
  });

  app.post('/account/customer-recovery-is-expired', async (request) => ({ isExpired: await recoveryIsExpired(db, bodyOf(request)), apiAlias: 'array_struct' }));

  readRoute(app, '/account/list-address', async (request) => {
    const ctx = contextOf(request);
    const customer = await customerOf(request, true);
    const result = await searchRows<AddressRow>(db, addressDefinition, criteriaOf(request), (params) => [`t.customer_id = ${params.add(customer.id)}`]);
    return searchResultBody('customer_address', result, await serializeAddresses(db, result.rows, ctx.chain, await defaultCurrency(deps), customer));
  });

  const addressBody = async (request: FastifyRequest, customer: CustomerRow, row: AddressRow) => {
    const [address] = await serializeAddresses(db, [row], contextOf(request).chain, await defaultCurrency(deps), customer);
    return address;
  };

  app.post('/account/address', async (request) => {
    const customer = await customerOf(request, true);
    return addressBody(request, customer, await createAddress(db, contextOf(request), customer, bodyOf(request)));
  });

  app.patch('/account/address/:addressId', async (request) => {
    const customer = await customerOf(request, true);
    const id = (request.params as { addressId: string }).addressId;
    return addressBody(request, customer, await changeAddress(db, contextOf(request), customer, id, bodyOf(request)));
  });

  app.delete('/account/address/:addressId', async (request, reply) => {
    await deleteAddress(db, contextOf(request), await customerOf(request, true), (request.params as { addressId: string }).addressId);
    return reply.code(204).send();
  });

  for (const kind of ['billing', 'shipping'] as const) {
    app.patch(`/account/address/default-${kind}/:addressId`, async (request, reply) => {
      await setDefaultAddress(db, await customerOf(request, true), (request.params as { addressId: string }).addressId, kind);
      return reply.code(204).send();
    });
  }

  readRoute(app, '/account/newsletter-recipient', async (request) => {
    const customer = await customerOf(request, false);
    return { status: await statusOf(db, customer.email, contextOf(request).salesChannel.id), apiAlias: 'account_newsletter_recipient' };
  });

  app.get('/customer-group-registration/config/:customerGroupId', async (request) => {
    const id = requireUuid((request.params as { customerGroupId: string }).customerGroupId);
    const [group] = await db.query<CustomerGroupRow>('SELECT * FROM customer_group WHERE id = $1 AND registration_active', [id]);
    if (!group) throw domainError(404, 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND', `Customer group registration for id ${id} not found.`, { customerGroupId: id });
    return serializeCustomerGroup(group, contextOf(request).chain);
  });

}
