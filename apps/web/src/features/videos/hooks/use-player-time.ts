// The player's position and duration as React state, for the timeline and the shortcuts.
import { useEffect, useState } from 'react';
import { knownDuration } from '../utils/media-element.ts';

export function usePlayerTime(element: HTMLVideoElement | null) {
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);

  useEffect(() => {
    if (!element) return;
    const onTime = () => setCurrentTime(element.currentTime);
    const onMeta = () => setDuration(knownDuration(element.duration));
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onTime);
    element.addEventListener('loadedmetadata', onMeta);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('loadedmetadata', onMeta);
    };
  }, [element]);

  return { currentTime, setCurrentTime, duration };
}
