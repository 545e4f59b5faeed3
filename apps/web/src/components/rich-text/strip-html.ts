// Plain text of a server message that may carry HTML (spec §8 "Image upload failure: toast with the
// server message text stripped of HTML"). Pure and DOM-free: the result is shown as text by React, so
// nothing here has to be safe markup; it only has to read well.

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|img|figure|figcaption)\b[^>]*(?:>|$)/gi;

/** Tags, comments and the contents of script/style elements removed; entities decoded; white space collapsed. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
  // Block boundaries separate words; inline tags (strong, em, a, span) do not ("<b>x</b>," stays "x,").
  const withoutTags = withoutBlocks
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}
