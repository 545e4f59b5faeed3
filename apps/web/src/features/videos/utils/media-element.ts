// Small helpers around an HTMLVideoElement that do not need React.

/** Runs `apply` once the element knows its duration (seeking before that is lost in some browsers). */
export function whenMetadata(element: HTMLVideoElement, apply: () => void): () => void {
  if (element.readyState >= 1) {
    apply();
    return () => undefined;
  }
  element.addEventListener('loadedmetadata', apply, { once: true });
  return () => element.removeEventListener('loadedmetadata', apply);
}

/** The element's duration when it is a real one (live streams and unloaded media report NaN or Infinity). */
export function knownDuration(duration: number): number | null {
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}
