// Fonts, sizes and heights of the rich-text editor (spec §9 "Rich-text editor"). Light on purpose: the
// lazy wrapper and the viewer import it without pulling tiptap in. The server's sanitizer allows exactly
// these font-family and font-size values, so the editor must not offer any other.

export const RICH_TEXT_FONTS = [
  { key: 'sansSerif', value: 'sans-serif' },
  { key: 'serif', value: 'serif' },
  { key: 'monospace', value: 'monospace' },
] as const;
export type RichTextFontKey = (typeof RICH_TEXT_FONTS)[number]['key'];

/** `normal` is the text's own size: choosing it removes the size mark instead of writing `1em`. */
export const RICH_TEXT_SIZES = [
  { key: 'small', value: '0.75em' },
  { key: 'normal', value: '1em' },
  { key: 'large', value: '1.5em' },
  { key: 'huge', value: '2.5em' },
] as const;
export type RichTextSizeKey = (typeof RICH_TEXT_SIZES)[number]['key'];

/** Editing area grows from 15 to 30 rem, then scrolls; the whole editor is never below 14 rem. */
export const RICH_TEXT_HEIGHT = {
  contentMin: '15rem',
  contentMax: '30rem',
  editorMin: '14rem',
} as const;

/** Key of the font a `font-family` value stands for; unknown or absent values are the default (sans serif). */
export function fontKeyOf(fontFamily: unknown): RichTextFontKey {
  const normalized = typeof fontFamily === 'string' ? fontFamily.replaceAll(/["']/g, '').trim().toLowerCase() : '';
  return RICH_TEXT_FONTS.find((font) => font.value === normalized)?.key ?? 'sansSerif';
}

/** Key of the size a `font-size` value stands for; unknown or absent values are `normal`. */
export function sizeKeyOf(fontSize: unknown): RichTextSizeKey {
  const normalized = typeof fontSize === 'string' ? fontSize.trim().toLowerCase() : '';
  return RICH_TEXT_SIZES.find((size) => size.value === normalized)?.key ?? 'normal';
}

/**
 * True when rich text has nothing a reader would see: no text (tags, `&nbsp;` and white space do not
 * count) and no image. An empty editor yields `<p></p>`, which must count as "no description".
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

/** Link schemes the editor accepts; the server's sanitizer allows the same ones. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Relative links, and absolute ones with an allowed scheme (never javascript:, data:, vbscript:). */
export function isAllowedLinkTarget(url: string): boolean {
  // Browsers skip control characters and spaces inside a scheme (`java\tscript:`); so does this check.
  const compact = [...url].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}
