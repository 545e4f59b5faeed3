import { describe, expect, it, vi } from 'vitest';
import { syncFollower } from './use-split-screen-sync.ts';

function fakeVideo(init: { currentTime?: number; paused?: boolean; duration?: number }) {
  const video = {
    currentTime: init.currentTime ?? 0,
    paused: init.paused ?? true,
    duration: init.duration ?? Number.NaN,
    play: vi.fn(async () => {
      video.paused = false;
    }),
    pause: vi.fn(() => {
      video.paused = true;
    }),
  };
  return video;
}

const sync = (main: ReturnType<typeof fakeVideo>, follower: ReturnType<typeof fakeVideo>, offset: number, force = false) =>
  syncFollower(main as unknown as HTMLVideoElement, follower as unknown as HTMLVideoElement, offset, force);

describe('split-screen follower', () => {
  it('plays along at main time + offset', () => {
    const main = fakeVideo({ currentTime: 10, paused: false, duration: 30 });
    const follower = fakeVideo({ duration: 30 });
    sync(main, follower, 2.5);
    expect(follower.currentTime).toBe(12.5);
    expect(follower.play).toHaveBeenCalled();
  });

  it('leaves small drift alone and corrects large drift', () => {
    const main = fakeVideo({ currentTime: 10, paused: false, duration: 30 });
    const follower = fakeVideo({ currentTime: 12.6, paused: false, duration: 30 });
    sync(main, follower, 2.5);
    expect(follower.currentTime).toBe(12.6);
    follower.currentTime = 14;
    sync(main, follower, 2.5);
    expect(follower.currentTime).toBe(12.5);
  });

  it('pauses with the main video and waits before its start at a negative offset', () => {
    const main = fakeVideo({ currentTime: 10, paused: true, duration: 30 });
    const follower = fakeVideo({ currentTime: 10, paused: false, duration: 30 });
    sync(main, follower, 0);
    expect(follower.pause).toHaveBeenCalled();

    const early = fakeVideo({ currentTime: 1, paused: false, duration: 30 });
    const waiting = fakeVideo({ duration: 30 });
    sync(early, waiting, -3, true);
    expect(waiting.currentTime).toBe(0);
    expect(waiting.play).not.toHaveBeenCalled();
  });

  it('a seek (force) always moves the follower, within its length', () => {
    const main = fakeVideo({ currentTime: 25, paused: true, duration: 30 });
    const follower = fakeVideo({ currentTime: 20.1, duration: 20 });
    sync(main, follower, 0, true);
    expect(follower.currentTime).toBe(20);
  });
});
