// Keyboard shortcuts of the player (space/k play-pause, j/l ∓5 s, ←/→ ∓1 s, c comment); they stay quiet
// while the user types.
import { useEffect } from 'react';
import { playerShortcut } from '../utils/player-shortcuts.ts';
import { seekBy } from '../utils/video-time.ts';

export interface PlayerShortcutsOptions {
  element: HTMLVideoElement | null;
  duration: number | null;
  onTime: (time: number) => void;
  onComment: () => void;
}

export function usePlayerShortcuts({ element, duration, onTime, onComment }: PlayerShortcutsOptions): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!element) return;
      const shortcut = playerShortcut(event);
      if (!shortcut) return;
      // Buttons keep space for themselves.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (shortcut.type === 'toggle') {
        if (element.paused) void element.play()?.catch(() => undefined);
        else element.pause();
      } else if (shortcut.type === 'seek') {
        element.currentTime = seekBy(element.currentTime, shortcut.delta, duration);
        onTime(element.currentTime);
      } else {
        onComment();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [element, onComment, duration, onTime]);
}
