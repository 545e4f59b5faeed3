import { FEEDBACK_PROMPT_AFTER_MS } from '@campus/shared/rules/feedback';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_DONE_KEY, PROMPT_TICK_MS, TIME_SPENT_KEY, addTimeSpent, isFeedbackDone, markFeedbackDone, readTimeSpent, shouldPrompt } from './prompt-state.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the feedback prompt state', () => {
  it('adds up app time under the spec key, a long gap counting as two ticks only', () => {
    const store = memoryStore();
    expect(readTimeSpent(store)).toBe(0);
    expect(addTimeSpent(store, PROMPT_TICK_MS)).toBe(PROMPT_TICK_MS);
    // A sleeping laptop is not app time.
    expect(addTimeSpent(store, 60 * 60 * 1000)).toBe(3 * PROMPT_TICK_MS);
    expect(addTimeSpent(store, -5)).toBe(3 * PROMPT_TICK_MS);
    expect(store.getItem(TIME_SPENT_KEY)).toBe(String(3 * PROMPT_TICK_MS));
    expect(readTimeSpent(memoryStore({ [TIME_SPENT_KEY]: 'garbage' }))).toBe(0);
  });

  it('remembers that the question was answered', () => {
    const store = memoryStore();
    expect(isFeedbackDone(store)).toBe(false);
    markFeedbackDone(store);
    expect(isFeedbackDone(store)).toBe(true);
    expect(store.getItem(FEEDBACK_DONE_KEY)).toBe('true');
  });

  it('prompts once past 25 minutes, only where enabled, not after a push entry and never again once answered', () => {
    const due = { enabled: true, enteredThroughPush: false, timeSpentMs: FEEDBACK_PROMPT_AFTER_MS, done: false };
    expect(FEEDBACK_PROMPT_AFTER_MS).toBe(25 * 60 * 1000);
    expect(shouldPrompt(due)).toBe(true);
    expect(shouldPrompt({ ...due, timeSpentMs: FEEDBACK_PROMPT_AFTER_MS - 1 })).toBe(false);
    expect(shouldPrompt({ ...due, enabled: false })).toBe(false);
    expect(shouldPrompt({ ...due, enteredThroughPush: true })).toBe(false);
    expect(shouldPrompt({ ...due, done: true })).toBe(false);
  });
});
