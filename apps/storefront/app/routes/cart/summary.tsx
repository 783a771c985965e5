// Resource route of the side cart (loaded by SideCart with JavaScript); no page of its own.
import { loadCartSummary } from '../../features/cart/index.server.ts';
import type { Route } from './+types/summary';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCartSummary(context, request);
}
