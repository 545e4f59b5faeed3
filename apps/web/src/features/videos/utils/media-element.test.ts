import { describe, expect, it, vi } from 'vitest';
import { knownDuration, whenMetadata } from './media-element.ts';

function videoWithReadyState(readyState: number): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperty(element, 'readyState', { value: readyState, configurable: true });
  return element;
}

describe('media element helpers', () => {
  it('keeps only finite, positive durations', () => {
    expect(knownDuration(20)).toBe(20);
    expect(knownDuration(0)).toBeNull();
    expect(knownDuration(Number.NaN)).toBeNull();
    expect(knownDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('applies at once when the metadata is there', () => {
    const apply = vi.fn();
    whenMetadata(videoWithReadyState(1), apply);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits for loadedmetadata otherwise, once, and can be cancelled', () => {
    const apply = vi.fn();
    const element = videoWithReadyState(0);
    whenMetadata(element, apply);
    expect(apply).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('loadedmetadata'));
    element.dispatchEvent(new Event('loadedmetadata'));
    expect(apply).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenMetadata(element, cancelled);
    cancel();
    element.dispatchEvent(new Event('loadedmetadata'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
