import { describe, expect, it } from 'vitest';
import { canUseCommentMode, commentModeKindOf } from './comment-mode.ts';

const STUDENT = 5;
const INSTRUCTOR = 4;
const MENTOR = 7;
const GUEST = 6;

describe('comment mode (spec §3, §4, §6)', () => {
  it('belongs to blog posts and documents only', () => {
    expect(commentModeKindOf('blog')).toBe('blog');
    expect(commentModeKindOf('cmap')).toBe('document');
    for (const type of ['news', 'external_content', 'videocomment', 'dialog', 'other']) expect(commentModeKindOf(type), type).toBeUndefined();
  });

  it('is for students; everyone else has it cleared', () => {
    expect(canUseCommentMode('blog', [STUDENT])).toBe(true);
    expect(canUseCommentMode('cmap', [STUDENT])).toBe(true);
    expect(canUseCommentMode('news', [STUDENT])).toBe(false);
    expect(canUseCommentMode('blog', [INSTRUCTOR])).toBe(false);
    expect(canUseCommentMode('blog', [MENTOR, STUDENT])).toBe(false);
    expect(canUseCommentMode('blog', [GUEST])).toBe(false);
    expect(canUseCommentMode('blog', [])).toBe(false);
  });

  it('is for staff viewing the course in student mode', () => {
    expect(canUseCommentMode('blog', [INSTRUCTOR], true)).toBe(true);
    expect(canUseCommentMode('external_content', [INSTRUCTOR], true)).toBe(false);
  });
});
