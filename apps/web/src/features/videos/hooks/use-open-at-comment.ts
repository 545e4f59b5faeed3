// `cid`: seek to that comment, highlight it and scroll it into view, once.
import type { ContentItem } from '@campus/shared';
import { useEffect, useRef } from 'react';
import { whenMetadata } from '../utils/media-element.ts';

export interface OpenAtCommentOptions {
  commentId: number | null;
  comments: readonly ContentItem[];
  element: HTMLVideoElement | null;
  /** The list items by comment id, to scroll the target into view. */
  itemRefs: { readonly current: ReadonlyMap<number, HTMLDivElement> };
  onHighlight: (commentId: number) => void;
  onTime: (time: number) => void;
}

export function useOpenAtComment({ commentId, comments, element, itemRefs, onHighlight, onTime }: OpenAtCommentOptions): void {
  const appliedCid = useRef<number | null>(null);

  useEffect(() => {
    if (commentId === null || appliedCid.current === commentId || !element) return;
    const target = comments.find((comment) => comment.id === commentId);
    if (!target) return;
    appliedCid.current = commentId;
    onHighlight(commentId);
    const reveal = () => itemRefs.current.get(commentId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    reveal();
    return whenMetadata(element, () => {
      element.currentTime = target.videoTime ?? 0;
      onTime(element.currentTime);
      // The player has its height now; the comment may have moved out of view (a phone stacks them).
      window.requestAnimationFrame(reveal);
    });
  }, [commentId, comments, element, itemRefs, onHighlight, onTime]);
}
