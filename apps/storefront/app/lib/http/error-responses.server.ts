// Turns failures into the responses React Router renders with the error boundaries.
import { data } from 'react-router';
import { isNetworkError, storeApiFailureOf } from '../store-api/errors.ts';
import { classifyStoreApiFailure, MAINTENANCE_MARKER, type ClassifyOptions } from './error-status.ts';

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Rethrows `error` as the error page the visitor should see (see error-status.ts). */
export function throwPageError(error: unknown, options: ClassifyOptions = {}): never {
  const failure = storeApiFailureOf(error);
  if (failure === null && !isNetworkError(error)) throw error;
  const page = classifyStoreApiFailure(failure, options);
  if (page.kind === 'maintenance') throw data(MAINTENANCE_MARKER, { status: 503 });
  if (page.status >= 500) console.error('[storefront] Store API request failed:', error instanceof Error ? error.message : error);
  throw data(null, { status: page.status });
}
