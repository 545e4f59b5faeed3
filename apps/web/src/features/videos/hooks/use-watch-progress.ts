// Video progress in the player (issue 14): resumes at the position the server keeps for this user
// (also when they watched on another device), records the ranges really played and reports them every
// REPORT_INTERVAL_MS while playing, on pause, seek and end, and once more (keepalive) when the page is
// hidden or the player closes. `resume` false (opening at a comment) skips the resume seek.
import { resumePosition } from '@campus/shared/rules/watched-ranges';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportVideoProgress, useVideoProgress } from '../api/video-progress.ts';
import { videoKeys } from '../api/query-keys.ts';
import { knownDuration, whenMetadata } from '../utils/media-element.ts';
import { createWatchRecorder } from '../utils/watch-recorder.ts';

export const REPORT_INTERVAL_MS = 10_000;
/** A position change smaller than this alone is not worth a report. */
const POSITION_EPSILON = 0.25;

export interface WatchProgressOptions {
  videoId: number;
  element: HTMLVideoElement | null;
  resume: boolean;
  onTime?: (time: number) => void;
}

export function useWatchProgress({ videoId, element, resume, onTime }: WatchProgressOptions): void {
  const queryClient = useQueryClient();
  const progress = useVideoProgress(videoId, element !== null);
  const ready = progress.isSuccess || progress.isError;
  // Read once, when progress first arrives (the effect below runs then); later answers do not seek.
  const serverPosition = useRef(0);
  serverPosition.current = progress.data?.position ?? 0;

  useEffect(() => {
    if (!element || !ready) return;
    const recorder = createWatchRecorder();
    const startPosition = serverPosition.current;
    let reported = startPosition;
    let stopped = false;

    const report = (keepalive: boolean) => {
      const ranges = recorder.take();
      const position = element.currentTime;
      if (ranges.length === 0 && Math.abs(position - reported) < POSITION_EPSILON) return;
      reported = position;
      const duration = knownDuration(element.duration) ?? undefined;
      reportVideoProgress(videoId, { ranges, position, ...(duration === undefined ? {} : { duration }) }, { keepalive })
        .then((saved) => {
          if (!stopped) queryClient.setQueryData(videoKeys.progress(videoId), saved);
        })
        .catch(() => recorder.restore(ranges));
    };

    const onTimeUpdate = () => {
      if (!element.paused && !element.seeking) recorder.tick(element.currentTime);
    };
    const onSeeking = () => recorder.stop();
    const onStop = () => {
      recorder.tick(element.currentTime);
      recorder.stop();
      report(false);
    };
    const onSeeked = () => {
      if (element.paused) report(false);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const onPageHide = () => report(true);

    const cancelResume = resume
      ? whenMetadata(element, () => {
          const at = resumePosition(startPosition, knownDuration(element.duration));
          if (at > 0 && element.currentTime < POSITION_EPSILON) {
            element.currentTime = at;
            onTime?.(at);
          }
        })
      : () => undefined;

    element.addEventListener('timeupdate', onTimeUpdate);
    element.addEventListener('seeking', onSeeking);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setInterval(() => {
      if (!element.paused) report(false);
    }, REPORT_INTERVAL_MS);

    return () => {
      cancelResume();
      window.clearInterval(timer);
      element.removeEventListener('timeupdate', onTimeUpdate);
      element.removeEventListener('seeking', onSeeking);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      if (!element.paused) recorder.tick(element.currentTime);
      recorder.stop();
      report(true);
      stopped = true;
    };
  }, [element, ready, videoId, resume, queryClient, onTime]);
}
