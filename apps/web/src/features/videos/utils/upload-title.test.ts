import { VIDEO_TITLE_MAX } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './upload-title.ts';

describe('titleFromFileName', () => {
  it('drops the extension and turns separators into spaces', () => {
    expect(titleFromFileName('match_day-03.mp4')).toBe('match day 03');
    expect(titleFromFileName('__Training__.mov')).toBe('Training');
    expect(titleFromFileName('no-extension')).toBe('no extension');
  });

  it('keeps at most the title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(VIDEO_TITLE_MAX + 10)}.mp4`)).toHaveLength(VIDEO_TITLE_MAX);
  });
});
