import { describe, expect, it } from 'vitest';
import { newsletterStatusOf } from './overview.server.ts';

describe('newsletter status', () => {
  it('reads the recipient status', () => {
    expect(newsletterStatusOf('optIn')).toBe('subscribed');
    expect(newsletterStatusOf('direct')).toBe('subscribed');
    expect(newsletterStatusOf('notSet')).toBe('pending');
    expect(newsletterStatusOf('optOut')).toBe('none');
    expect(newsletterStatusOf(undefined)).toBe('none');
  });
});
