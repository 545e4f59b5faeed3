// Infinite paging (spec §9 content paging 10): the next page loads when the sentinel below the list
// comes into view. Browsers without IntersectionObserver (and jsdom) keep the "load more" button.
import { useEffect, useRef, type RefObject } from 'react';

export function useLoadMoreOnVisible(sentinel: RefObject<HTMLElement | null>, enabled: boolean, loadMore: () => void): void {
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
