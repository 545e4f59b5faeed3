// Display helpers of the feed and the detail page. Pure.
import { stripHtml } from '../../../components/rich-text/strip-html.ts';

/** Plain-text excerpt of sanitized HTML for the feed card: at most `max` characters, cut at a word. */
export function excerptOf(html: string, max = 200): string {
  const text = stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
