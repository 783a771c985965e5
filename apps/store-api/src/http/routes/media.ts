// Serves generated media files (/media/…) with long-lived caching: file names never change content.
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  // '*' is find-my-way's name for what a wildcard matched.
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    const type = TYPES[extname(path).toLowerCase()];
    // The storage refuses paths that leave it (`..`).
    const found = type ? await deps.files.media.read(path) : undefined;
    if (!type || !found) return reply.code(404).send({ errors: [{ status: '404', code: '0', title: 'Not Found', detail: 'No such file.' }] });
    reply
      .header('content-type', type)
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*');
    return reply.send(found.stream);
  });
}
