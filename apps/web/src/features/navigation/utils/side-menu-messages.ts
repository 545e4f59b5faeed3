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

/**
 * Storage key of the comment mode: one per course (`commentMode.course-4`); without a course the
 * course-less key of earlier versions, which every course still shows.
 */
export function commentModeKey(courseId?: number): string {
  return courseId === undefined ? COMMENT_MODE_KEY : `${COMMENT_MODE_KEY}.course-${courseId}`;
}

const commentModeListeners = new Set<() => void>();

/** Called after every change of a comment mode (the side menu re-reads it). */
export function subscribeCommentMode(listener: () => void): () => void {
  commentModeListeners.add(listener);
  return () => commentModeListeners.delete(listener);
}

function notifyCommentMode(): void {
  for (const listener of commentModeListeners) listener();
}

/** The content kinds the student is commenting in (stored locally, spec §3), in a course or course-less. */
export function getCommentModes(courseId?: number): CommentModeKind[] {
  const raw = storage()?.getItem(commentModeKey(courseId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return COMMENT_MODE_KINDS.filter((kind) => parsed.includes(kind));
  } catch {
    return [];
  }
}

export function setCommentMode(kind: CommentModeKind, enabled: boolean, courseId?: number): void {
  const key = commentModeKey(courseId);
  const next = new Set(getCommentModes(courseId));
  if (enabled) next.add(kind);
  else next.delete(kind);
  if (next.size === 0) storage()?.removeItem(key);
  else storage()?.setItem(key, JSON.stringify([...next]));
  notifyCommentMode();
}

/** Non-students clear the comment mode (spec §4, §6): the course-less one and, given a course, that course's. */
export function clearCommentMode(courseId?: number): void {
  const store = storage();
  if (!store) return;
  const keys = courseId === undefined ? [COMMENT_MODE_KEY] : [COMMENT_MODE_KEY, commentModeKey(courseId)];
  if (!keys.some((key) => store.getItem(key) !== null)) return;
  for (const key of keys) store.removeItem(key);
  notifyCommentMode();
}

/**
 * The certificate message rule of spec §4 (fulfilled, never downloaded). The same rule as the shared
 * shouldShowCertificateMessage, which cannot be imported at runtime here: its module builds zod
 * schemas on load and would pull ~90 KB of zod into the shell. A test keeps the two in step.
 */
export function certificateMessageShown(state: Pick<CertificateState, 'status' | 'download_count'> | null | undefined): boolean {
  return state?.status === 'fulfilled' && state.download_count === 0;
}
