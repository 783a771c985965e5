import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/store-api/types.ts';
import { addressLines, isCancellable, reorderItems } from './order-detail.ts';

const state = (technicalName: string) => ({ technicalName }) as Schemas['StateMachineState'];
const delivery = (technicalName: string) => ({ stateMachineState: state(technicalName) }) as Schemas['OrderDelivery'];

describe('isCancellable', () => {
  it('allows an open order whose deliveries have not left', () => {
    expect(isCancellable({ stateMachineState: state('open'), deliveries: [delivery('open')] })).toBe(true);
    expect(isCancellable({ stateMachineState: state('open'), deliveries: [] })).toBe(true);
  });

  it('refuses once shipped, in progress, done or cancelled', () => {
    expect(isCancellable({ stateMachineState: state('open'), deliveries: [delivery('open'), delivery('shipped_partially')] })).toBe(false);
    for (const name of ['in_progress', 'completed', 'cancelled']) expect(isCancellable({ stateMachineState: state(name), deliveries: [] })).toBe(false);
  });
});

describe('reorderItems', () => {
  it('keeps top-level product lines with their quantities, in position order', () => {
    const lineItems = [
      { id: 'a', type: 'promotion', label: 'Promo', quantity: 1, position: 3, referencedId: 'WELCOME10' },
      { id: 'b', type: 'product', label: 'Tent', quantity: 2, position: 2, productId: 'p-tent' },
      { id: 'c', type: 'product', label: 'Mug', quantity: 1, position: 1, referencedId: 'p-mug' },
      { id: 'd', type: 'product', label: 'Part', quantity: 1, position: 4, productId: 'p-part', parentId: 'b' },
    ] as Schemas['OrderLineItem'][];
    expect(reorderItems({ lineItems })).toEqual([
      { productId: 'p-mug', label: 'Mug', quantity: 1 },
      { productId: 'p-tent', label: 'Tent', quantity: 2 },
    ]);
  });
});

describe('addressLines', () => {
  it('writes one line per part and leaves out empty ones', () => {
    const address = {
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
      street: 'Compiler Lane 7',
      zipcode: '10115',
      city: 'Berlin',
      country: { name: 'Germany', translated: { name: 'Deutschland' } },
    } as Schemas['OrderAddress'];
    expect(addressLines(address)?.lines).toEqual(['Navy', 'Grace Hopper', 'Compiler Lane 7', '10115 Berlin', 'Deutschland']);
    expect(addressLines(undefined)).toBeNull();
  });
});
