import { FEEDBACK_MENU_DELAY_MS, FEEDBACK_PROMPT_AFTER_MS } from '@campus/shared/rules/feedback';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_DONE_KEY, PROMPT_TICK_MS, TIME_SPENT_KEY } from '../utils/prompt-state.ts';
import { useFeedbackPrompt } from './use-feedback-prompt.ts';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useFeedbackPrompt', () => {
  it('opens once the visible app time passes 25 minutes where enabled, counting on from the stored time', () => {
    window.localStorage.setItem(TIME_SPENT_KEY, String(FEEDBACK_PROMPT_AFTER_MS - 3 * PROMPT_TICK_MS));
    const { result } = renderHook(() => useFeedbackPrompt(true));
    expect(result.current.opened).toBe(false);
    advance(2 * PROMPT_TICK_MS);
    expect(result.current.opened).toBe(false);
    advance(PROMPT_TICK_MS);
    expect(result.current.opened).toBe(true);

    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    expect(window.localStorage.getItem(FEEDBACK_DONE_KEY)).toBe('true');
    advance(10 * PROMPT_TICK_MS);
    expect(result.current.opened).toBe(false);
  });

  it('counts but never opens by itself while the campus flag is off', () => {
    const { result } = renderHook(() => useFeedbackPrompt(false));
    advance(FEEDBACK_PROMPT_AFTER_MS + PROMPT_TICK_MS);
    expect(Number(window.localStorage.getItem(TIME_SPENT_KEY))).toBeGreaterThanOrEqual(FEEDBACK_PROMPT_AFTER_MS);
    expect(result.current.opened).toBe(false);
  });

  it('opens from the menu after the menu delay', () => {
    const { result } = renderHook(() => useFeedbackPrompt(false));
    act(() => result.current.openFromMenu());
    advance(FEEDBACK_MENU_DELAY_MS - 1);
    expect(result.current.opened).toBe(false);
    advance(1);
    expect(result.current.opened).toBe(true);
  });
});
