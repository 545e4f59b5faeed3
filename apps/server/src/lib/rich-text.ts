// Rich text from the editor (spec §9) is stored only after this allowlist sanitizer ran over it: no
// scripts, no event handlers, no javascript:/data: URLs, no styles but the editor's fonts and sizes.
// Every feature that stores rich text (assignments, content, course texts) calls sanitizeRichText on write.
import sanitizeHtml from 'sanitize-html';

/** Font families the editor offers (spec §9: sans serif, serif, monospace). */
export const RICH_TEXT_FONT_FAMILIES = ['sans-serif', 'serif', 'monospace'] as const;
/** Font sizes the editor offers (spec §9: small, normal, large, huge). */
export const RICH_TEXT_FONT_SIZES = ['0.75em', '1em', '1.5em', '2.5em'] as const;

/**
 * The only image sources rich text keeps: images the campus stored through the editor upload
 * (POST /files/upload/editor), root-relative, with an unguessable public id (contract-content.md).
 */
export const EDITOR_IMAGE_SRC_PATTERN = /^\/api\/rest\/files\/editor\/[A-Za-z0-9_-]{16,64}\.(?:png|jpg|webp|gif)$/;

export function isEditorImageSrc(src: string | undefined): boolean {
  return src !== undefined && EDITOR_IMAGE_SRC_PATTERN.test(src);
}

function exactly(values: readonly string[]): RegExp {
  return new RegExp(`^(?:${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark',
    'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span',
  ],
  allowedAttributes: {
    // transformTags below sets `rel` and keeps `target` only as _blank.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    span: ['style'],
  },
  // Only the editor's own fonts and sizes; anything else in a style attribute is dropped.
  allowedStyles: {
    span: {
      'font-family': [exactly(RICH_TEXT_FONT_FAMILIES)],
      'font-size': [exactly(RICH_TEXT_FONT_SIZES)],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images: no scheme at all; only the campus editor-image path survives (exclusiveFilter below).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Unknown tags go, their text stays; script/style/textarea contents go entirely.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open here or in a new tab (never in a named or parent frame), never hand the opener to the
    // target page, and we do not vouch for them.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer nofollow' },
      };
    },
  },
  // An image whose source was refused is nothing but an empty box; a source that is not a campus
  // editor image (another site, another campus path, data:) goes with it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isEditorImageSrc(frame.attribs.src),
};

/** Sanitized HTML safe to store and to render as it is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of some rich text, for exports and emptiness checks. */
export function richTextToPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<(?:br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so an escaped entity ("&amp;lt;") stays text.
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
