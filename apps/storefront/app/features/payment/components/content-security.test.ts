import { describe, expect, it } from 'vitest';
import { paymentSources } from './content-security.ts';
import type { PaymentComponentDefinition } from './types.ts';

const Component = () => null;

describe('payment component CSP sources', () => {
  it('resolves the Store API, removes duplicates and refuses sources that would open the policy', () => {
    const definitions: PaymentComponentDefinition[] = [
      { Component, contentSecurityPolicy: { frameSrc: ["'store-api'", 'https://pay.example.com'], scriptSrc: ['https://js.example.com'] } },
      {
        Component,
        contentSecurityPolicy: {
          frameSrc: ['https://pay.example.com', '*', 'https:', "'unsafe-inline'"],
          connectSrc: ['https://*.example.net'],
          // A hosted payment page "Submit order" leads to; a scheme alone would let forms post anywhere.
          formAction: ['https://checkout.example.com', 'https:'],
        },
      },
      { Component },
    ];
    expect(paymentSources(definitions, 'http://localhost:8000')).toEqual({
      frameSrc: ['http://localhost:8000', 'https://pay.example.com'],
      scriptSrc: ['https://js.example.com'],
      connectSrc: ['https://*.example.net'],
      formAction: ['https://checkout.example.com'],
    });
  });
});
