// The composer's keyboard: Enter sends, Shift+Enter breaks the line (the textarea's own behaviour).
// While an input method composes (Japanese, Chinese, …) Enter confirms the composition, never sends.

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  /** KeyboardEvent.isComposing (the native event's). */
  isComposing: boolean;
  /** 229: some browsers report keys of a running composition only this way. */
  keyCode?: number;
}

export type ComposerKeyAction = 'send' | 'default';

export function composerKeyAction(event: ComposerKey): ComposerKeyAction {
  if (event.key !== 'Enter') return 'default';
  if (event.isComposing || event.keyCode === 229) return 'default';
  if (event.shiftKey || event.altKey) return 'default';
  return 'send';
}

/** What the send button and Enter may send: text after trimming, or at least one attachment. */
export function canSend(text: string, attachmentCount: number, maxLength: number): boolean {
  const trimmed = text.trim();
  if (trimmed.length > maxLength) return false;
  return trimmed.length > 0 || attachmentCount > 0;
}
