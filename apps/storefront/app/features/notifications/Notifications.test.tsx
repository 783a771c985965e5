// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { NotificationsProvider, useNotifications } from './Notifications.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function RaiseButton() {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify({ type: 'warning', message: 'Careful', persistent: true })}>
      Raise
    </button>
  );
}

describe('<NotificationsProvider>', () => {
  it('shows flashed notifications and hides them after the default timeout', () => {
    renderInApp(
      <NotificationsProvider flash={[{ id: 'f1', type: 'success', message: 'Saved' }]}>
        <p>page</p>
      </NotificationsProvider>,
    );
    // renderInApp has its own (empty) provider, so look for the live region that holds the flash.
    expect(screen.getByText('Saved').closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps persistent notifications until dismissed', () => {
    renderInApp(
      <NotificationsProvider flash={[]}>
        <RaiseButton />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Careful').closest('li')?.getAttribute('data-type')).toBe('warning');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Careful')).toBeNull();
  });
});
