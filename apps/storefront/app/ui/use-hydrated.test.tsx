// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true after; a component mounted later renders once, with true', async () => {
    const serverRenders: boolean[] = [];
    const html = renderToString(<Probe renders={serverRenders} />);
    expect(serverRenders).toEqual([false]);
    const container = document.createElement('div');
    container.innerHTML = html;
    const hydrating: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe renders={hydrating} />);
    });
    expect(hydrating[0]).toBe(false);
    expect(hydrating.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');

    const later: boolean[] = [];
    await act(async () => {
      createRoot(document.createElement('div')).render(<Probe renders={later} />);
    });
    expect(later).toEqual([true]);
  });
});
