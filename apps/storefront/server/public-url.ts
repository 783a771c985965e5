// PUBLIC_URL (ADR 0017): the app builds absolute URLs (canonical, hreflang, og:url, sitemaps, payment
// return URLs) from the request's origin, which behind a TLS-terminating proxy is the proxy's
// `http://internal:3000`. With a public URL configured, the request handler sees that origin instead.
import type { NextFunction, Request, Response } from 'express';

// A market with a host of its own (ADR 0041) keeps its host, with the public URL's scheme and port.
export function publicUrlRequest(publicUrl: string, isMarketHost: (hostname: string) => boolean = () => false) {
  const url = new URL(publicUrl);
  const protocol = url.protocol.slice(0, -1);
  return (request: Request, _response: Response, next: NextFunction): void => {
    const requested = request.hostname.toLowerCase();
    const hostname = isMarketHost(requested) ? requested : url.hostname;
    // express defines these as getters on the prototype; own properties shadow them for this request.
    Object.defineProperty(request, 'protocol', { value: protocol, configurable: true });
    Object.defineProperty(request, 'hostname', { value: hostname, configurable: true });
    request.headers.host = url.port ? `${hostname}:${url.port}` : hostname;
    delete request.headers['x-forwarded-host'];
    next();
  };
}
