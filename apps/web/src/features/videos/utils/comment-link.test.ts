import { describe, expect, it, vi } from 'vitest';
import { commentLink, copyText } from './comment-link.ts';

describe('comment link', () => {
  it('is the absolute player link with the video and the comment', () => {
    expect(commentLink('https://campus.example.org', 4, 31, 502)).toBe('https://campus.example.org/course-4/app/video-player?id=31&cid=502');
  });

  it('copies through the clipboard and reports a refusal or a missing API as false', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('a', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('a');
    expect(await copyText('a', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })).toBe(false);
    expect(await copyText('a', undefined)).toBe(false);
  });
});
