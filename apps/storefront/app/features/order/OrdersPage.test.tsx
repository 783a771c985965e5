// @vitest-environment happy-dom
// The order history against a real Shopware `POST /order` response (test/fixtures/Order.json): no currency
// association, transactions without states, one product line of a digital product with its download.
import { cleanup, screen, within } from '@testing-library/react';
import type { Schemas } from '../../lib/store-api/types.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { orderListFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { orderListEntry, orderView } from './orders.server.ts';
import { OrdersPage } from './OrdersPage.tsx';

afterEach(cleanup);

const [order] = orderListFixture.orders.elements;

function withAccessGranted(source: Schemas['Order']): Schemas['Order'] {
  return {
    ...source,
    lineItems: source.lineItems?.map((item) => ({ ...item, downloads: item.downloads?.map((download) => ({ ...download, accessGranted: true })) })),
  };
}

describe('orderView with a real Shopware order', () => {
  it('maps the order, its newest transaction and the download', () => {
    const view = orderView(order!, 'en-GB');
    expect(view).toMatchObject({
      orderNumber: '28118',
      orderDate: '2023-12-14T12:00:18.330+00:00',
      orderDay: { medium: '14 Dec 2023', long: '14 December 2023' },
      status: 'Open',
      paymentStatus: '',
      paymentMethod: 'Invoice',
      amountTotal: 100,
      currency: 'EUR',
    });
    expect(view.lineItems).toEqual([
      {
        id: '018c6832f19a7348be5d974fc4c4ff08',
        label: 'Frontends Ticket',
        type: 'product',
        productNumber: 'SW20009',
        quantity: 1,
        unitPrice: 100,
        totalPrice: 100,
        options: [],
        href: '/detail/3c40bbdab5a94212b7834f879ab34539',
        downloads: [{ id: '018c6832f1b6721e9f22ac71dd360e4a', fileName: 'digital-ticket.png', accessGranted: false }],
      },
    ]);
  });

  it('keeps a download whose media association was not loaded', () => {
    const bare = {
      ...order!,
      lineItems: order!.lineItems?.map((item) => ({
        ...item,
        downloads: item.downloads?.map(({ media: _media, ...download }) => download as Schemas['OrderLineItemDownload']),
      })),
    };
    expect(orderView(bare, 'en-GB').lineItems[0]?.downloads).toEqual([{ id: '018c6832f1b6721e9f22ac71dd360e4a', fileName: '', accessGranted: false }]);
  });
});

describe('OrdersPage with a real Shopware order', () => {
  it('renders number, date, status, total, payment method, the line and its pending download', () => {
    renderInApp(
      <OrdersPage
        orders={orderListFixture.orders.elements.map((order) => orderListEntry(order, 'en-GB'))}
        total={orderListFixture.orders.total ?? 0}
        paymentMethods={[]}
      />,
      { path: '/account/order' },
    );
    const entry = screen.getByText('28118').closest('li');
    expect(entry).not.toBeNull();
    const card = within(entry as HTMLElement);
    expect(card.getByText('14 Dec 2023')).toBeTruthy();
    expect(card.getByText('Open')).toBeTruthy();
    expect(card.getAllByText('€100.00').length).toBeGreaterThan(0);
    expect(card.getByText('Payment method: Invoice')).toBeTruthy();
    const line = card.getByRole('rowheader', { name: /Frontends Ticket/ }).closest('tr');
    expect(line?.dataset.type).toBe('product');
    const downloads = within(line as HTMLElement).getByRole('list', { name: 'Downloads' });
    expect(downloads.textContent).toBe('digital-ticket.png: Available once the order is paid');
    expect(downloads.querySelector('li')?.dataset.accessGranted).toBe('false');
    // Each order links to its page (Shopware's deep link) and can be ordered again.
    const details = card.getByRole('link', { name: 'Order details 28118' });
    expect(details.getAttribute('href')).toBe(`/account/order/${order!.deepLinkCode}`);
    const again = card.getByRole('button', { name: 'Order again 28118' });
    expect(again.closest('form')?.getAttribute('action')).toBe(`/account/order/${order!.deepLinkCode}`);
  });

  it('links a granted download to the download route of its locale, in German', () => {
    renderInApp(<OrdersPage orders={[orderListEntry(withAccessGranted(order!), 'de-DE')]} total={1} paymentMethods={[]} />, {
      locale: 'de-DE',
      path: '/testde/account/order',
    });
    const downloads = screen.getByRole('list', { name: 'Downloads' });
    const link = within(downloads).getByRole('link', { name: 'digital-ticket.png herunterladen' });
    expect(link.getAttribute('href')).toBe(`/testde/account/order/download/${order!.id}/018c6832f1b6721e9f22ac71dd360e4a?name=digital-ticket.png`);
    expect(downloads.querySelector('li')?.dataset.accessGranted).toBe('true');
    expect(screen.getByText('Bestellnummer')).toBeTruthy();
  });
});
