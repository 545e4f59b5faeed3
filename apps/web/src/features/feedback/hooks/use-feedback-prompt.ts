// The feedback prompt (spec §4): counts the app time while the tab is visible (it survives reloads in
// localStorage) and opens the modal once past the limit when the campus turned the prompt on and the
// visit did not begin at a push entry. The menu action opens the same modal after the menu closed.
import { FEEDBACK_MENU_DELAY_MS } from '@campus/shared/rules/feedback';
import { useCallback, useEffect, useRef, useState } from 'react';
import { enteredThroughPush } from '../utils/entry.ts';
import { PROMPT_TICK_MS, addTimeSpent, isFeedbackDone, markFeedbackDone, readTimeSpent, shouldPrompt } from '../utils/prompt-state.ts';

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface FeedbackPrompt {
  opened: boolean;
  /** The menu action: waits FEEDBACK_MENU_DELAY_MS (the menu closes first), then opens. */
  openFromMenu(): void;
  /** Sent or dismissed: the prompt never asks again on this device. */
  close(): void;
}

export function useFeedbackPrompt(enabled: boolean): FeedbackPrompt {
  const [opened, setOpened] = useState(false);
  const [fromPush] = useState(enteredThroughPush);
  const menuTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const store = localStore();
    if (!store) return undefined;
    let last = Date.now();
    const check = (timeSpentMs: number) => {
      if (shouldPrompt({ enabled, enteredThroughPush: fromPush, timeSpentMs, done: isFeedbackDone(store) })) setOpened(true);
    };
    const tick = () => {
      const now = Date.now();
      const elapsed = now - last;
      last = now;
      if (document.visibilityState === 'visible') check(addTimeSpent(store, elapsed));
    };
    // Hidden time is not app time: coming back starts a new interval.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') last = Date.now();
      else tick();
    };
    check(readTimeSpent(store));
    const interval = setInterval(tick, PROMPT_TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, fromPush]);

  useEffect(() => () => clearTimeout(menuTimer.current), []);

  const openFromMenu = useCallback(() => {
    clearTimeout(menuTimer.current);
    menuTimer.current = setTimeout(() => setOpened(true), FEEDBACK_MENU_DELAY_MS);
  }, []);

  const close = useCallback(() => {
    const store = localStore();
    if (store) markFeedbackDone(store);
    setOpened(false);
  }, []);

  return { opened, openFromMenu, close };
}
