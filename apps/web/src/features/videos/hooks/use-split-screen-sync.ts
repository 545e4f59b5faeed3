// Keeps the second player of the split screen in step with the main one: play, pause and seek follow
// the main video at `offset` seconds (utils/split-screen-sync.ts holds the maths).
import { useEffect } from 'react';
import { followerShouldPlay, followerTime, needsResync } from '../utils/split-screen-sync.ts';

function durationOf(element: HTMLVideoElement): number | null {
  return Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null;
}

export function syncFollower(main: HTMLVideoElement, follower: HTMLVideoElement, offset: number, force = false): void {
  const duration = durationOf(follower);
  if (force || needsResync(main.currentTime, follower.currentTime, offset, duration)) {
    follower.currentTime = followerTime(main.currentTime, offset, duration);
  }
  const shouldPlay = !main.paused && followerShouldPlay(main.currentTime, offset, duration);
  if (shouldPlay && follower.paused) void follower.play()?.catch(() => undefined);
  if (!shouldPlay && !follower.paused) follower.pause();
}

export function useSplitScreenSync(main: HTMLVideoElement | null, follower: HTMLVideoElement | null, offset: number): void {
  useEffect(() => {
    if (!main || !follower) return;
    const onSeek = () => syncFollower(main, follower, offset, true);
    const onTick = () => syncFollower(main, follower, offset);
    const onPause = () => follower.pause();
    main.addEventListener('play', onSeek);
    main.addEventListener('seeked', onSeek);
    main.addEventListener('pause', onPause);
    main.addEventListener('timeupdate', onTick);
    follower.addEventListener('loadedmetadata', onSeek);
    // A new offset (or a newly opened follower) takes effect at once.
    syncFollower(main, follower, offset, true);
    return () => {
      main.removeEventListener('play', onSeek);
      main.removeEventListener('seeked', onSeek);
      main.removeEventListener('pause', onPause);
      main.removeEventListener('timeupdate', onTick);
      follower.removeEventListener('loadedmetadata', onSeek);
    };
  }, [main, follower, offset]);
}
