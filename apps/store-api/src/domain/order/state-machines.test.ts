import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { DELIVERY_STATES, ORDER_STATES, stateStruct, transition, TRANSACTION_STATES } from './state-machines.ts';

describe('state machines', () => {
  it('follows Shopware’s transitions', () => {
    expect(transition(ORDER_STATES, 'open', 'cancel')).toBe('cancelled');
    expect(transition(ORDER_STATES, 'cancelled', 'reopen')).toBe('open');
    expect(transition(TRANSACTION_STATES, 'open', 'do_pay')).toBe('in_progress');
    expect(transition(TRANSACTION_STATES, 'in_progress', 'paid')).toBe('paid');
    expect(transition(TRANSACTION_STATES, 'failed', 'reopen')).toBe('open');
    expect(transition(DELIVERY_STATES, 'open', 'ship')).toBe('shipped');
  });

  it('refuses illegal transitions', () => {
    expect(() => transition(ORDER_STATES, 'completed', 'cancel')).toThrow(DomainError);
    expect(() => transition(TRANSACTION_STATES, 'refunded', 'paid')).toThrow(DomainError);
  });

  it('names states in the request language', () => {
    expect(stateStruct('paid', 'de-DE')).toMatchObject({ technicalName: 'paid', name: 'Bezahlt', apiAlias: 'state_machine_state' });
    expect(stateStruct('open', 'xx')).toMatchObject({ name: 'Open' });
  });
});
