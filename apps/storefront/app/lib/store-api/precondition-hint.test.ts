import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreconditionHintScheduler, PRECONDITION_HINT_DELAY_MS } from './precondition-hint.ts';

describe('412 configuration hint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the endpoint and access-key hint only after the delay', () => {
    const log = vi.fn();
    const scheduler = createPreconditionHintScheduler(log);
    scheduler.onStatus(412, 'http://shop.test/store-api');
    vi.advanceTimersByTime(PRECONDITION_HINT_DELAY_MS - 1);
    expect(log).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/http:\/\/shop\.test\/store-api.*access key/);
  });

  it('ignores other statuses and coalesces a burst of 412s', () => {
    const log = vi.fn();
    const scheduler = createPreconditionHintScheduler(log);
    scheduler.onStatus(404, 'x');
    scheduler.onStatus(412, 'x');
    scheduler.onStatus(412, 'x');
    vi.advanceTimersByTime(PRECONDITION_HINT_DELAY_MS);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
