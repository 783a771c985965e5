// /account/* routes (store-api-behaviour.md §1.4, §2.5) and /customer-group-registration/config.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../domain/context/session.ts';
import {
  changeDefaultPaymentMethod,
  changeEmail,
  changePassword,
  changeProfile,
  confirmRecovery,
  deleteAccount,
  recoveryIsExpired,
  requestRecovery,
} from '../../domain/customer/account-settings.ts';
import { changeAddress, createAddress, deleteAddress, searchAddresses, setDefaultAddress } from '../../domain/customer/addresses.ts';
import { Authenticator, endCustomerSession, startCustomerSession } from '../../domain/customer/authentication.ts';
import { requireCustomer, requireToken } from '../../domain/customer/guards.ts';
import { confirmRegistration, register, registrationGroup } from '../../domain/customer/registration.ts';
import type { AddressRow, CustomerRow } from '../../domain/customer/rows.ts';
import { serializeAddresses, serializeCustomer } from '../../domain/customer/serialize.ts';
import { statusOf } from '../../domain/newsletter/newsletter.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import { defaultCurrencyId } from '../../domain/system/lookups.ts';
import { serializeCustomerGroup } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { bodyOf, contextOf, criteriaOf, throttleOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { readRoute } from './system.ts';

const SUCCESS = { success: true, apiAlias: 'array_struct' } as const;

export async function customerBody(deps: AppDeps, ctx: RequestContext, customer: CustomerRow) {
  return serializeCustomer(deps.db, customer, {
    chain: ctx.chain,
    defaultCurrencyId: await defaultCurrencyId(deps.db),
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
    const { customer, loggedIn } = await register(db, deps.mailer, ctx, bodyOf(request), throttleOf(deps, 'registration', request));
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
    await deleteAccount(db, ctx, customer);
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
    await requestRecovery(db, deps.mailer, contextOf(request), bodyOf(request), throttleOf(deps, 'recovery', request));
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
    const result = await searchAddresses(db, customer, criteriaOf(request), ctx.chain);
    return searchResultBody('customer_address', result, await serializeAddresses(db, result.rows, ctx.chain, await defaultCurrencyId(db), customer));
  });

  const addressBody = async (request: FastifyRequest, customer: CustomerRow, row: AddressRow) => {
    const [address] = await serializeAddresses(db, [row], contextOf(request).chain, await defaultCurrencyId(db), customer);
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
    return serializeCustomerGroup(await registrationGroup(db, id), contextOf(request).chain);
  });
}
