import { describe, expect, it } from 'vitest';
import { classifyStoreApiFailure, hasTranslatedStatus } from './error-status.ts';

const failure = (status: number, code = 'X') => ({ status, errors: [{ code }] });

describe('Store API failure → error page', () => {
  it('shows the maintenance page for the maintenance code only', () => {
    expect(classifyStoreApiFailure(failure(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE'))).toEqual({ kind: 'maintenance' });
    expect(classifyStoreApiFailure(failure(503))).toEqual({ kind: 'status', status: 503 });
  });

  it('turns failed lookups of user-supplied paths into 404, never 500', () => {
    expect(classifyStoreApiFailure(failure(404, 'CONTENT__CATEGORY_NOT_FOUND'), { lookup: true })).toEqual({ kind: 'status', status: 404 });
    expect(classifyStoreApiFailure(failure(400, 'FRAMEWORK__INVALID_UUID'), { lookup: true })).toEqual({ kind: 'status', status: 404 });
    expect(classifyStoreApiFailure(failure(500), { lookup: true })).toEqual({ kind: 'status', status: 502 });
  });

  it('reports configuration and upstream problems as bad gateway', () => {
    expect(classifyStoreApiFailure(failure(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND'), { lookup: true })).toEqual({ kind: 'status', status: 502 });
    expect(classifyStoreApiFailure(null)).toEqual({ kind: 'status', status: 503 });
    expect(classifyStoreApiFailure(failure(408))).toEqual({ kind: 'status', status: 408 });
  });

  it('knows which statuses have translated messages', () => {
    expect([404, 408, 500, 502, 503].every(hasTranslatedStatus)).toBe(true);
    expect(hasTranslatedStatus(418)).toBe(false);
  });
});
