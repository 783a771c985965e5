// GET/PATCH /context (docs/store-api-behaviour.md §1.3).
import type { FastifyInstance } from 'fastify';
import { buildSalesChannelContext } from '../../domain/context/sales-channel-context.ts';
import { saveSession, type SessionPayload } from '../../domain/context/session.ts';
import { validateContextSwitch } from '../../domain/context/context-switch.ts';
import type { AppDeps } from '../deps.ts';
import { contextOf } from '../request.ts';
import { sessionCustomer } from '../../domain/customer/guards.ts';
import { languageDomainUrl } from '../../domain/system/lookups.ts';
import { serializeSessionCustomer } from '../../domain/customer/serialize.ts';

export function contextRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/context', async (request) => {
    const ctx = contextOf(request);
    const customer = await sessionCustomer(deps.db, ctx);
    const body = customer ? await serializeSessionCustomer(deps.db, ctx, customer) : undefined;
    return buildSalesChannelContext(deps.db, ctx, body, body?.activeShippingAddress);
  });

  app.patch('/context', async (request) => {
    const ctx = contextOf(request);
    const changes = await validateContextSwitch(deps.db, ctx, request.body);
    const payload: SessionPayload = { ...ctx.payload, ...changes };
    if (changes.countryId && changes.countryId !== ctx.payload.countryId && !changes.countryStateId) delete payload.countryStateId;
    await saveSession(deps.db, ctx.salesChannel.id, ctx.token, payload);
    let redirectUrl: string | null = null;
    if (changes.languageId && changes.languageId !== ctx.languageId) {
      redirectUrl = (await languageDomainUrl(deps.db, ctx.salesChannel.id, changes.languageId)) ?? null;
    }
    return { redirectUrl, apiAlias: 'array_struct' };
  });
}
