// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { LineItemsTable } from './LineItemsTable.tsx';

afterEach(cleanup);

const format = (value: number) => `€${value.toFixed(2)}`;

describe('LineItemsTable', () => {
  it('shows product, quantity and price, and unit prices and row extras when asked', () => {
    const rows = [
      { id: 'a', label: 'Dress', quantity: 2, unitPrice: 10, totalPrice: 20, type: 'product', extra: <p>licence.txt</p> },
      { id: 'p', label: 'Summer sale', unitPrice: -5, totalPrice: -5, type: 'promotion' },
    ];
    renderInApp(<LineItemsTable rows={rows} caption="Items" format={format} />);
    let table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Quantity', 'Price']);
    cleanup();

    renderInApp(<LineItemsTable rows={rows} caption="Items" format={format} unitPrices spacing="roomy" />);
    table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Quantity', 'Unit price', 'Price']);
    const [dress, promotion] = within(table).getAllByRole('row').slice(1);
    expect(
      within(dress!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '€10.00', '€20.00']);
    expect(within(dress!).getByText('licence.txt')).toBeTruthy();
    expect(promotion?.getAttribute('data-type')).toBe('promotion');
    expect(within(promotion!).getAllByRole('cell')[0]?.textContent).toBe('');
  });
});
