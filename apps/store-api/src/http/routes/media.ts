// Serves generated media files (/media/…) with long-lived caching: file names never change content.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/media/*', async (request, reply) => {
    const relative = normalize((request.params as { '*': string })['*']);
    const file = join(deps.config.mediaDir, relative);
    const type = TYPES[extname(file).toLowerCase()];
    if (!type || relative.startsWith('..') || !file.startsWith(deps.config.mediaDir + sep)) return reply.code(404).send({ errors: [{ status: '404', code: '0', title: 'Not Found', detail: 'No such file.' }] });
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return reply.code(404).send({ errors: [{ status: '404', code: '0', title: 'Not Found', detail: 'No such file.' }] });
    reply.header('content-type', type).header('content-length', info.size).header('cache-control', 'public, max-age=31536000, immutable').header('access-control-allow-origin', '*');
    return reply.send(createReadStream(file));
  });
}
