// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { COMPARE_CHANGED_EVENT, COMPARE_COOKIE } from './compare-list.ts';
import { useCompareIds } from './use-compare-ids.ts';

const ID_A = '0123456789abcdef0123456789abcdef';
const ID_B = 'fedcba9876543210fedcba9876543210';

function Count({ name }: { name: string }) {
  return <p data-testid={name}>{useCompareIds().join(',')}</p>;
}

afterEach(() => {
  cleanup();
  document.cookie = `${COMPARE_COOKIE}=; max-age=0; path=/`;
  vi.restoreAllMocks();
});

describe('useCompareIds', () => {
  it('reads the cookie once for every user on the page, and afresh on a change', async () => {
    document.cookie = `${COMPARE_COOKIE}=${ID_A}; path=/`;
    const reads = vi.spyOn(document, 'cookie', 'get');
    renderInApp(
      <>
        {['one', 'two', 'three', 'four'].map((name) => (
          <Count key={name} name={name} />
        ))}
      </>,
      { path: '/shared-path' },
    );
    await screen.findAllByText(ID_A);
    expect(screen.getAllByText(ID_A)).toHaveLength(4);
    expect(reads).toHaveBeenCalledTimes(1);

    reads.mockRestore();
    document.cookie = `${COMPARE_COOKIE}=${ID_A}.${ID_B}; path=/`;
    act(() => {
      window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
    });
    expect(screen.getAllByText(`${ID_A},${ID_B}`)).toHaveLength(4);
  });
});
