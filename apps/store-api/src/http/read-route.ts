// Shopware's read routes answer GET (criteria in the query) and POST (criteria in the body) alike.
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

/** Registers `handler` for GET and POST; `Route` types the path parameters (see `PathParams`). */
export function readRoute<Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  path: string,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
): void {
  app.get<Route>(path, handler);
  app.post<Route>(path, handler);
}
