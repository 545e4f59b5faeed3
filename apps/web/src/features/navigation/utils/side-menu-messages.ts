// The side menu's messages area (spec §2, §4): the comment mode (which content kinds a student is
// commenting in, kept locally, spec §3) and the certificate message rule.
import type { CertificateState } from '@campus/shared';

export const COMMENT_MODE_KEY = 'commentMode';
export const COMMENT_MODE_KINDS = ['blog', 'document'] as const;
export type CommentModeKind = (typeof COMMENT_MODE_KINDS)[number];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The content kinds the student is commenting in (stored locally, spec §3). */
export function getCommentModes(): CommentModeKind[] {
  const raw = storage()?.getItem(COMMENT_MODE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return COMMENT_MODE_KINDS.filter((kind) => parsed.includes(kind));
  } catch {
    return [];
  }
}

export function setCommentMode(kind: CommentModeKind, enabled: boolean): void {
  const next = new Set(getCommentModes());
  if (enabled) next.add(kind);
  else next.delete(kind);
  if (next.size === 0) storage()?.removeItem(COMMENT_MODE_KEY);
  else storage()?.setItem(COMMENT_MODE_KEY, JSON.stringify([...next]));
}

/** Non-students clear the comment mode (spec §4, §6). */
export function clearCommentMode(): void {
  storage()?.removeItem(COMMENT_MODE_KEY);
}

/**
 * The certificate message rule of spec §4 (fulfilled, never downloaded). The same rule as the shared
 * shouldShowCertificateMessage, which cannot be imported at runtime here: its module builds zod
 * schemas on load and would pull ~90 KB of zod into the shell. A test keeps the two in step.
 */
export function certificateMessageShown(state: Pick<CertificateState, 'status' | 'download_count'> | null | undefined): boolean {
  return state?.status === 'fulfilled' && state.download_count === 0;
}
