// PUBLIC_URL (ADR 0017): the app builds absolute URLs (canonical, hreflang, og:url, sitemaps, payment
// return URLs) from the request's origin, which behind a TLS-terminating proxy is the proxy's
// `http://internal:3000`. With a public URL configured, the request handler sees that origin instead.
import type { NextFunction, Request, Response } from 'express';

export function publicUrlRequest(publicUrl: string) {
  const url = new URL(publicUrl);
  const protocol = url.protocol.slice(0, -1);
  return (request: Request, _response: Response, next: NextFunction): void => {
    // express defines these as getters on the prototype; own properties shadow them for this request.
    Object.defineProperty(request, 'protocol', { value: protocol, configurable: true });
    Object.defineProperty(request, 'hostname', { value: url.hostname, configurable: true });
    request.headers.host = url.host;
    delete request.headers['x-forwarded-host'];
    next();
  };
}
