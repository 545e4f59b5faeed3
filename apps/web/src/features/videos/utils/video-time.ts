// Times in a video: seconds with tenths (spec §3 videocomment videoTime), shown as m:ss or h:mm:ss.

export function roundToTenths(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.round(seconds * 10) / 10;
}

/** 0 → "0:00", 2.04 → "0:02", 75.5 → "1:15", 3725 → "1:02:05". */
export function formatPlayerTime(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds ?? NaN) ? (seconds as number) : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const ss = String(secs).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/** Where a marker sits on the timeline, in percent (0..100); unknown duration → 0. */
export function markerPercent(time: number, duration: number | null | undefined): number {
  if (!duration || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (time / duration) * 100));
}

/** Seconds after a keyboard step, kept within the video. */
export function seekBy(current: number, delta: number, duration: number | null | undefined): number {
  const target = Math.max(0, current + delta);
  return duration && Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}
