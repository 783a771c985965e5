// Everything under /store-api: sw-access-key check, maintenance mode, sw-context-token session,
// sw-language-id override, `includes`, and the response token header (docs/store-api-behaviour.md §1).
import type { FastifyInstance } from 'fastify';
import { channelHasLanguage, findSalesChannel, languageChain, loadSession } from '../domain/context/session.ts';
import { applyIncludes } from '../domain/criteria/includes.ts';
import { includesOf } from '../domain/criteria/text-forms.ts';
import { dropNulls } from '../domain/serialize.ts';
import type { AppDeps } from './deps.ts';
import { httpErrors } from './errors.ts';
import { payloadOf } from './request.ts';

const KNOWN_KEY_PREFIXES = ['SWSC', 'SWIA', 'SWUA', 'SWPE'];

function header(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : undefined;
}

export function registerStoreApiScope(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('storeContext', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const accessKey = header(request.headers['sw-access-key']);
    if (!accessKey) throw httpErrors.missingAccessKey();
    if (!KNOWN_KEY_PREFIXES.includes(accessKey.slice(0, 4))) throw httpErrors.invalidAccessKey();
    const salesChannel = accessKey.startsWith('SWSC') ? await findSalesChannel(deps.db, accessKey) : undefined;
    if (!salesChannel) throw httpErrors.salesChannelNotFound();
    if (salesChannel.maintenance) throw httpErrors.maintenance();

    const session = await loadSession(deps.db, salesChannel.id, header(request.headers['sw-context-token']));
    const headerLanguage = header(request.headers['sw-language-id']);
    const languageId =
      headerLanguage !== undefined && (await channelHasLanguage(deps.db, salesChannel.id, headerLanguage))
        ? headerLanguage
        : (session.payload.languageId ?? salesChannel.language_id);
    request.storeContext = {
      salesChannel,
      token: session.token,
      tokenSent: header(request.headers['sw-context-token']) !== undefined,
      payload: session.payload,
      languageId,
      chain: languageChain(languageId, salesChannel),
      currencyId: session.payload.currencyId ?? salesChannel.currency_id,
    };
    reply.header('sw-context-token', session.token);
    if (headerLanguage) reply.header('sw-language-id', languageId);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const includes = payloadOf(request).includes;
    const cleaned = dropNulls(payload);
    if (typeof includes !== 'object' || includes === null || Array.isArray(includes)) return cleaned;
    return applyIncludes(cleaned, includesOf(includes as Record<string, unknown>));
  });
}
