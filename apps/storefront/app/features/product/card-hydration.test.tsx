// @vitest-environment happy-dom
// A click in the instant a card hydrates (ADR 0029): React hydrates a card (a Part) on the click's
// pointerdown and re-renders it at once with useHydrated() true. The swatch and "Choose options" must
// still be the element the pointer went down on, else the browser sends the click to an ancestor and
// the shopper's click does nothing.
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { TranslatorProvider } from '../../i18n/react.tsx';
import { Part } from '../../ui/Part.tsx';
import { CardSwatches } from './CardSwatches.tsx';
import { ChooseOptions } from './ChooseOptions.tsx';
import type { ColourSwatchView } from '../product-data/colour-swatches.ts';

const colours: ColourSwatchView[] = [
  { name: 'Red', color: '#cc0000', href: '/shirt/red', image: null },
  { name: 'Blue', color: '#0000cc', href: '/shirt/blue', image: null },
];

function Card() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <TranslatorProvider translator={i18nFor('en-GB')}>
      <Part>
        <article>
          <CardSwatches productName="Shirt" productHref="/shirt" colours={colours} chosen={chosen} onChoose={setChosen} />
          <ChooseOptions productId="p1" productName="Shirt" href="/shirt" variantHref={chosen} />
        </article>
      </Part>
    </TranslatorProvider>
  );
}

const roots: Root[] = [];

/** The server's HTML in the document, then hydration started; the card is not hydrated yet. */
function hydrateServerHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Card />);
  document.body.append(container);
  roots.push(hydrateRoot(container, <Card />));
  return container;
}

/** The first half of a shopper's click: React hydrates the card synchronously on these. */
function pressDown(target: Element): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

describe('a card clicked while it hydrates', () => {
  it('keeps the swatch the pointer went down on; the click then switches the card instead of navigating', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = hydrateServerHtml();
    const swatch = container.querySelector('a[title="Blue"]');
    if (!swatch) throw new Error('No swatch link in the server HTML');
    expect(swatch.hasAttribute('aria-current')).toBe(false);
    pressDown(swatch);
    expect(swatch.isConnected).toBe(true);
    const event = click(swatch);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(swatch.getAttribute('aria-current')).toBe('true'));
    expect(container.querySelector('a[title="Red"]')?.hasAttribute('aria-current')).toBe(false);
    // The server's HTML was hydrated as it was (a mismatch would be reported here).
    expect(errors).not.toHaveBeenCalled();
  });

  it('a new-tab click on a swatch keeps the link’s meaning', () => {
    const container = hydrateServerHtml();
    const swatch = container.querySelector('a[title="Blue"]');
    if (!swatch) throw new Error('No swatch link in the server HTML');
    pressDown(swatch);
    expect(click(swatch, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(swatch.hasAttribute('aria-current')).toBe(false);
  });

  it('keeps "Choose options" the same link, which announces its dialog once hydrated', async () => {
    const container = hydrateServerHtml();
    const choose = container.querySelector('a[aria-label="Choose options: Shirt"]');
    if (!choose) throw new Error('No "Choose options" link in the server HTML');
    expect(choose.getAttribute('href')).toBe('/shirt');
    expect(choose.hasAttribute('aria-haspopup')).toBe(false);
    pressDown(choose);
    expect(choose.isConnected).toBe(true);
    await vi.waitFor(() => expect(choose.getAttribute('aria-haspopup')).toBe('dialog'));
    expect(choose.getAttribute('href')).toBe('/shirt');
  });
});
