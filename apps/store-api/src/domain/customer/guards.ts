// Route guards (SalesChannelRequestContextResolver::validateLogin): L = a customer (guests allowed),
// L! = a registered customer; T = the client sent its context token.
import type { Queryable } from '../../db/database.ts';
import { domainError, errors } from '../errors.ts';
import type { RequestContext } from '../context/session.ts';
import { findCustomer } from './serialize.ts';
import type { CustomerRow } from './rows.ts';

export async function requireCustomer(db: Queryable, ctx: RequestContext, options: { allowGuest: boolean }): Promise<CustomerRow> {
  const customer = await findCustomer(db, ctx.payload.customerId);
  if (!customer || !customer.active || (customer.guest && !options.allowGuest)) throw errors.customerNotLoggedIn();
  return customer;
}

export function requireToken(ctx: RequestContext): void {
  if (!ctx.tokenSent)
    throw domainError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "sw-context-token" is missing.', { parameterName: 'sw-context-token' });
}

/** The customer of a session, if it is one that counts as logged in (id, active; guests included). */
export async function sessionCustomer(db: Queryable, ctx: RequestContext): Promise<CustomerRow | undefined> {
  const customer = await findCustomer(db, ctx.payload.customerId);
  return customer && customer.active ? customer : undefined;
}
