// The shareable deep link of a timestamped comment (spec §2 video-player?id&cid) and copying it. The
// link carries no language prefix: whoever opens it sees the player in their own language.
import { coursePath } from '@campus/shared';

/** The absolute link that opens the player at the comment: `{origin}/course-{id}/app/video-player?id&cid`. */
export function commentLink(origin: string, courseId: number, videoId: number, commentId: number): string {
  return new URL(coursePath(courseId, 'video-player', { id: videoId, cid: commentId }), origin).href;
}

/**
 * Writes the text to the clipboard; false when there is no clipboard API (an insecure origin, an old
 * browser) or the browser refuses it (permission denied, the document not focused).
 */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
