import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen.tsx';
import { TimedLoader } from './timed-loader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('TimedLoader (spec §9 loading spinner timeout)', () => {
  it('spins for 60 s, then offers a retry that spins again', async () => {
    const onRetry = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderScreen(<TimedLoader onRetry={onRetry} />);
    expect(screen.queryByTestId('loading-timeout')).toBeNull();
    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.queryByTestId('loading-timeout')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('taking longer');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('loading-timeout')).toBeNull();
  });
});
