import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../lib/dates.ts';
import { renderScreen } from '../test/render-screen.tsx';
import { RelativeTime } from './relative-time.tsx';

describe('relative time', () => {
  afterEach(() => vi.useRealTimers());

  it('says how long ago in the UI language, with the exact date as title, and ages while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T12:00:00Z') });
    const created = '2026-11-24T11:57:00.000Z';
    await renderScreen(<RelativeTime value={created} data-testid="when" />, { language: 'de' });
    const time = screen.getByTestId('when');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveTextContent('vor 3 Minuten');
    expect(time).toHaveAttribute('dateTime', created);
    expect(time).toHaveAttribute('title', formatDateTime(created));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000);
    });
    expect(time).toHaveTextContent('vor 5 Minuten');
  });

  it('shows nothing for a missing date', async () => {
    const { container } = await renderScreen(<RelativeTime value={null} />, { language: 'en' });
    expect(container.querySelector('time')).toBeNull();
  });
});
