// The title a chosen file suggests for the upload form.
import { VIDEO_TITLE_MAX } from '@campus/shared';

/** `match_day-03.mp4` → `match day 03`: no extension, separators as spaces, at most VIDEO_TITLE_MAX characters. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, VIDEO_TITLE_MAX);
}
