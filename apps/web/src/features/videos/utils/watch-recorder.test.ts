import { describe, expect, it } from 'vitest';
import { createWatchRecorder } from './watch-recorder.ts';

function play(recorder: ReturnType<typeof createWatchRecorder>, from: number, to: number, step = 0.25) {
  for (let time = from; time <= to + 1e-9; time += step) recorder.tick(Math.round(time * 100) / 100);
}

describe('createWatchRecorder', () => {
  it('records continuous playback as one range and hands it over once', () => {
    const recorder = createWatchRecorder();
    play(recorder, 0, 4);
    recorder.stop();
    expect(recorder.take()).toEqual([[0, 4]]);
    expect(recorder.take()).toEqual([]);
  });

  it('splits at a seek forward or backward', () => {
    const recorder = createWatchRecorder();
    play(recorder, 0, 2);
    play(recorder, 10, 11);
    play(recorder, 5, 6);
    recorder.stop();
    expect(recorder.take()).toEqual([
      [0, 2],
      [5, 6],
      [10, 11],
    ]);
  });

  it('continues a range across takes while playing', () => {
    const recorder = createWatchRecorder();
    play(recorder, 0, 3);
    expect(recorder.take()).toEqual([[0, 3]]);
    play(recorder, 3.25, 5);
    recorder.stop();
    expect(recorder.take()).toEqual([[3, 5]]);
  });

  it('records nothing for a pause without playback, and gives back ranges after a failed report', () => {
    const recorder = createWatchRecorder();
    recorder.tick(7);
    recorder.stop();
    expect(recorder.take()).toEqual([]);
    play(recorder, 0, 1);
    const taken = recorder.take();
    recorder.restore(taken);
    play(recorder, 1.25, 2);
    recorder.stop();
    expect(recorder.take()).toEqual([[0, 2]]);
  });
});
