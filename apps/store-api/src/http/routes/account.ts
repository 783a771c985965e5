// /account/* routes (docs/store-api-behaviour.md §1.4, §2.5) and /customer-group-registration/config.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { serializeAddresses, serializeSessionCustomer } from '../../domain/customer/serialize.ts';
import { statusOf } from '../../domain/newsletter/newsletter.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import { defaultCurrencyId } from '../../domain/system/lookups.ts';
import { serializeCustomerGroup } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import type { WithCheckedBody, WithPathParams } from '../store-api-types.ts';
import { bodyOf, contextOf, criteriaOf, headerOf, throttleOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { readRoute } from '../read-route.ts';
import { DEVICE_TOKEN_HEADER } from '@aisle/login-lanes';

const SUCCESS = { success: true, apiAlias: 'array_struct' } as const;

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const authenticator = deps.authenticator ?? new Authenticator();
  const customerOf = (request: FastifyRequest, allowGuest: boolean) => requireCustomer(db, contextOf(request), { allowGuest });
  const withToken = (reply: FastifyReply, token: string) => reply.header('sw-context-token', token);

  app.post('/account/register', async (request, reply) => {
    const ctx = contextOf(request);
    const { customer, loggedIn } = await register(db, deps.mailer, ctx, bodyOf(request), throttleOf(deps, 'registration', request));
    if (loggedIn) withToken(reply, await startCustomerSession(db, ctx, customer));
    return serializeSessionCustomer(db, ctx, customer);
  });

  app.post('/account/register-confirm', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await confirmRegistration(db, bodyOf(request));
    withToken(reply, await startCustomerSession(db, ctx, customer));
    return serializeSessionCustomer(db, ctx, customer);
  });

  app.post<WithCheckedBody<'loginCustomer post /account/login'>>('/account/login', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await authenticator.verify(db, ctx, request.body ?? {}, request.ip, headerOf(request, DEVICE_TOKEN_HEADER));
    withToken(reply, await startCustomerSession(db, ctx, customer));
    // The browser is known to this account from now on (ADR 0048); its next login comes with this token.
    reply.header(DEVICE_TOKEN_HEADER, authenticator.deviceToken(customer.email));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  app.post('/account/logout', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await customerOf(request, true);
    withToken(reply, await endCustomerSession(db, ctx, customer));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  readRoute(app, '/account/customer', async (request) => serializeSessionCustomer(db, contextOf(request), await customerOf(request, true)));

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

  app.post<WithCheckedBody<'changeEmail post /account/change-email'>>('/account/change-email', async (request) => {
    requireToken(contextOf(request));
    await changeEmail(db, await customerOf(request, false), request.body ?? {});
    return SUCCESS;
  });

  app.post<WithCheckedBody<'changePassword post /account/change-password'>>('/account/change-password', async (request, reply) => {
    const ctx = contextOf(request);
    requireToken(ctx);
    withToken(reply, await changePassword(db, ctx, await customerOf(request, false), request.body ?? {}));
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });

  app.post<WithPathParams<'changePaymentMethod post /account/change-payment-method/{paymentMethodId}'>>(
    '/account/change-payment-method/:paymentMethodId',
    async (request) => {
      const ctx = contextOf(request);
      requireToken(ctx);
      await changeDefaultPaymentMethod(db, ctx, await customerOf(request, false), request.params.paymentMethodId);
      return SUCCESS;
    },
  );

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

  app.patch<WithPathParams<'updateCustomerAddress patch /account/address/{addressId}'>>('/account/address/:addressId', async (request) => {
    const customer = await customerOf(request, true);
    const id = request.params.addressId;
    return addressBody(request, customer, await changeAddress(db, contextOf(request), customer, id, bodyOf(request)));
  });

  app.delete<WithPathParams<'deleteCustomerAddress delete /account/address/{addressId}'>>('/account/address/:addressId', async (request, reply) => {
    await deleteAddress(db, contextOf(request), await customerOf(request, true), request.params.addressId);
    return reply.code(204).send();
  });

  for (const kind of ['billing', 'shipping'] as const) {
    app.patch<
      WithPathParams<
        | 'defaultBillingAddress patch /account/address/default-billing/{addressId}'
        | 'defaultShippingAddress patch /account/address/default-shipping/{addressId}'
      >
    >(`/account/address/default-${kind}/:addressId`, async (request, reply) => {
      await setDefaultAddress(db, await customerOf(request, true), request.params.addressId, kind);
      return reply.code(204).send();
    });
  }

  readRoute(app, '/account/newsletter-recipient', async (request) => {
    const customer = await customerOf(request, false);
    return { status: await statusOf(db, customer.email, contextOf(request).salesChannel.id), apiAlias: 'account_newsletter_recipient' };
  });

  app.get<WithPathParams<'getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}'>>(
    '/customer-group-registration/config/:customerGroupId',
    async (request) => {
      const id = requireUuid(request.params.customerGroupId);
      return serializeCustomerGroup(await registrationGroup(db, id), contextOf(request).chain);
    },
  );
}
