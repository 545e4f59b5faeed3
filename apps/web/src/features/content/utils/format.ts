// Display helpers of the feed and the detail page. Pure.
import { stripHtml } from '../../../components/rich-text/strip-html.ts';

/** Date of an ISO instant in the user's language (dd.mm.yy style of spec §9 in German). */
export function formatContentDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: '2-digit' }).format(date);
}

/** Plain-text excerpt of sanitized HTML for the feed card: at most `max` characters, cut at a word. */
export function excerptOf(html: string, max = 200): string {
  const text = stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
