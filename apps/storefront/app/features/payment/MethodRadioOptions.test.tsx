// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { MethodRadioOptions } from './MethodRadioOptions.tsx';

afterEach(cleanup);

describe('MethodRadioOptions', () => {
  it('offers one radio per method with its description, the given one checked and the first one focusable by id', () => {
    const methods = [
      { id: 'invoice', name: 'Invoice', description: 'Pay within 14 days' },
      { id: 'card', name: 'Credit card', description: '' },
    ];
    renderInApp(
      <fieldset>
        <legend>Payment</legend>
        <MethodRadioOptions name="paymentMethodId" methods={methods} checkedId="card" firstInputId="payment-first" />
      </fieldset>,
    );
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => [radio.value, radio.checked, radio.name])).toEqual([
      ['invoice', false, 'paymentMethodId'],
      ['card', true, 'paymentMethodId'],
    ]);
    expect(radios[0]?.id).toBe('payment-first');
    expect(screen.getByRole('radio', { name: /Invoice\s*Pay within 14 days/ })).toBe(radios[0]);
  });
});
