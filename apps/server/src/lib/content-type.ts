// The media type a client declared for an uploaded file, cleaned before it is stored and later sent back
// as Content-Type: course documents, assignment attachments and video uploads use this one function.

const OCTET_STREAM = 'application/octet-stream';
/** type/subtype of token characters (RFC 9110), lower case, no parameters. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
const MEDIA_TYPE_MAX = 255;

export interface ContentTypeRule {
  /** Only types this also matches are kept (video uploads: plain video/* types). */
  accept?: RegExp;
  /** 'drop' (default): `text/plain; charset=utf-8` is kept as `text/plain`; 'refuse': a type with parameters is not kept. */
  parameters?: 'drop' | 'refuse';
}

/**
 * The declared media type, trimmed, lower case and without parameters, or application/octet-stream when
 * it is not a media type (or not one the rule accepts).
 */
export function cleanContentType(raw: string | undefined, rule: ContentTypeRule = {}): string {
  const declared = raw ?? '';
  const type = (rule.parameters === 'refuse' ? declared : (declared.split(';')[0] ?? '')).trim().toLowerCase();
  const kept = MEDIA_TYPE.test(type) && type.length <= MEDIA_TYPE_MAX && (rule.accept?.test(type) ?? true);
  return kept ? type : OCTET_STREAM;
}
