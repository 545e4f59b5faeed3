// The feedback prompt's state on this device (spec §3 "Stored locally": feedback flag, time spent; §4
// "Feedback prompt"): the app time counted while a tab is visible and signed in, and whether the
// question was answered (sent or dismissed: never asked again). Pure over a Storage so tests give their own.
import { FEEDBACK_PROMPT_AFTER_MS } from '@campus/shared/rules/feedback';

export const TIME_SPENT_KEY = 'feedback_time_spent';
export const FEEDBACK_DONE_KEY = 'feedback_done';

/** One tick of the counter; a gap longer than two ticks (a sleeping device) counts as two ticks only. */
export const PROMPT_TICK_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readTimeSpent(store: Store): number {
  const value = Number(store.getItem(TIME_SPENT_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Adds the time since the last tick (capped) and answers the new total. */
export function addTimeSpent(store: Store, elapsedMs: number): number {
  const counted = Math.min(Math.max(0, elapsedMs), 2 * PROMPT_TICK_MS);
  const total = readTimeSpent(store) + counted;
  store.setItem(TIME_SPENT_KEY, String(Math.round(total)));
  return total;
}

export function isFeedbackDone(store: Store): boolean {
  return store.getItem(FEEDBACK_DONE_KEY) === 'true';
}

export function markFeedbackDone(store: Store): void {
  store.setItem(FEEDBACK_DONE_KEY, 'true');
}

export interface PromptConditions {
  /** The campus feature flag (GET /config feedback_prompt). */
  enabled: boolean;
  /** This visit began at a push entry (spec §4: then the prompt is not shown). */
  enteredThroughPush: boolean;
  timeSpentMs: number;
  done: boolean;
}

/** Spec §4: once the accumulated time exceeds the limit, for a signed-in user not entered through a push. */
export function shouldPrompt({ enabled, enteredThroughPush, timeSpentMs, done }: PromptConditions): boolean {
  return enabled && !enteredThroughPush && !done && timeSpentMs >= FEEDBACK_PROMPT_AFTER_MS;
}
