// Headers on every engine answer (ADR 0015, addendum): a Permissions-Policy that grants no powerful
// browser feature (the engine serves JSON, media and the demo payment page, none needs one), and
// HSTS when the engine's public URL is https — a browser that reached it over TLS never falls back
// to plain http. Not over http: HSTS there would be ignored or, on a shared host name, harmful.
import type { FastifyInstance } from 'fastify';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): void {
  const https = publicUrl?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', HSTS);
  });
}
