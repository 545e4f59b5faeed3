import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotifications, notificationPosition } from './app-notifications.tsx';

function screenIsNarrow(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function toastPosition(): Promise<string | null | undefined> {
  render(
    <MantineProvider>
      <AppNotifications />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Saved' });
  });
  return (await screen.findByText('Saved')).closest('[data-position]')?.getAttribute('data-position');
}

describe('toast position (issue 17)', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
  });

  it('keeps toasts at the top, away from the Publish and Save buttons at the bottom', () => {
    expect(notificationPosition(true)).toBe('top-center');
    expect(notificationPosition(false)).toBe('top-right');
  });

  it('shows them at the top centre of a phone', async () => {
    screenIsNarrow(true);
    expect(await toastPosition()).toBe('top-center');
  });

  it('shows them at the top right of a desktop', async () => {
    screenIsNarrow(false);
    expect(await toastPosition()).toBe('top-right');
  });
});
