// Keyboard shortcuts of the player: space/k play-pause, j/l ∓5 s, ←/→ ∓1 s, c comment. They do not fire
// while the user types (inputs, textareas, selects, rich text), with a modifier key held, inside a dialog
// over the player (a confirmation), or when the focused control already used the key (a menu's arrows).

export type PlayerShortcut = { type: 'toggle' } | { type: 'seek'; delta: number } | { type: 'comment' };

export interface ShortcutEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  target?: EventTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  if (TYPING_TAGS.has(element.tagName)) return true;
  if (element.isContentEditable) return true;
  return typeof element.closest === 'function' && element.closest('[contenteditable="true"]') !== null;
}

/** True inside a dialog (a modal over the player): its keys are its own. */
export function isInDialog(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object' || !('closest' in target) || typeof target.closest !== 'function') return false;
  return (target as Element).closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null;
}

export function playerShortcut(event: ShortcutEvent): PlayerShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  if (isTypingTarget(event.target) || isInDialog(event.target)) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle' };
    case 'j':
    case 'J':
      return { type: 'seek', delta: -5 };
    case 'l':
    case 'L':
      return { type: 'seek', delta: 5 };
    case 'ArrowLeft':
      return { type: 'seek', delta: -1 };
    case 'ArrowRight':
      return { type: 'seek', delta: 1 };
    case 'c':
    case 'C':
      return { type: 'comment' };
    default:
      return null;
  }
}
