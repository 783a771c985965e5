// Files the merchant's configuration names beside itself (its logo), served by the storefront after a
// restart, without a build: their URL carries their content's hash, so they are cached for a year.
import type { RequestHandler } from 'express';

export function merchantAssets(assets: ReadonlyMap<string, string>): RequestHandler {
  return (request, response, next) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? assets.get(request.path) : undefined;
    if (!file) return next();
    response.sendFile(file, { immutable: true, maxAge: '1y' }, (error) => {
      if (error && !response.headersSent) next(error);
    });
  };
}
