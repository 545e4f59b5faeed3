// Video comments (content items of type videocomment) on the timeline: sorted by time, then id.

export interface TimedComment {
  id: number;
  videoTime: number | null;
}

export function sortByVideoTime<T extends TimedComment>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => (a.videoTime ?? 0) - (b.videoTime ?? 0) || a.id - b.id);
}

/** The comment whose time was passed last at `time` (the one "now" in the list), or null before the first. */
export function currentCommentId(sorted: readonly TimedComment[], time: number): number | null {
  let current: number | null = null;
  for (const comment of sorted) {
    if ((comment.videoTime ?? 0) <= time + 0.05) current = comment.id;
    else break;
  }
  return current;
}

/** Plain text from the composer as the rich-text body the API sanitizes (paragraphs, escaped). */
export function textToCommentHtml(text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The sanitized body back to composer text: paragraphs as blank lines, <br> as line breaks. */
export function commentHtmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  return (doc.body.textContent ?? '').trim();
}
