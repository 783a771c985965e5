// POST /media (and GET in 6.7) as Shopware's MediaRoute: the media entities of `ids`, as a plain list;
// no ids → 400 CONTENT__MEDIA_EMPTY_ID.
import type { FastifyInstance } from 'fastify';
import { loadMedia, serializeMedia } from '../../domain/media/media.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { contextOf, payloadOf, publicBaseUrl } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { pipeList } from '../../domain/criteria/text-forms.ts';
import { readRoute } from '../read-route.ts';

export function mediaEntityRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, '/media', async (request) => {
    // A list, or one text with `|` between the ids (the contract's body, ADR 0056; a GET query's `ids=a` is a list of one).
    const ids = (pipeList(payloadOf(request).ids) ?? []).filter((id): id is string => typeof id === 'string' && id !== '');
    if (ids.length === 0) throw domainError(400, 'CONTENT__MEDIA_EMPTY_ID', 'A media id must be provided.');
    const rows = await loadMedia(deps.db, ids.map(requireUuid));
    const { chain } = contextOf(request);
    const baseUrl = publicBaseUrl(request, deps.config.publicUrl);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [serializeMedia(row, chain, baseUrl)] : [];
    });
  });
}
