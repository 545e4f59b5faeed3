// The terms arrive as plain text (shared legal.ts): paragraphs separated by a blank line, headings on a
// line of their own (alone, or opening their paragraph). Turned into blocks so the modal renders them without any HTML.
export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; lines: string[] };

const MAX_HEADING_LENGTH = 80;

/** A short line that does not read like a sentence is a heading. */
function isHeading(line: string | undefined): line is string {
  return line !== undefined && line.length <= MAX_HEADING_LENGTH && !/[.:;,!?]$/.test(line);
}

/** Each block's first line may be a heading ("1. Registration and age"); the rest is its paragraph. */
export function legalBlocks(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter((line) => line !== ''))
    .flatMap((lines): LegalBlock[] => {
      const [first, ...rest] = lines;
      if (!isHeading(first)) return lines.length > 0 ? [{ type: 'paragraph', lines }] : [];
      return rest.length > 0 ? [{ type: 'heading', text: first }, { type: 'paragraph', lines: rest }] : [{ type: 'heading', text: first }];
    });
}

/** The terms in the user's language; English when the language is not one of the two. */
export function conditionsFor<T extends { de: { conditions: string }; en: { conditions: string } }>(terms: T, language: string | undefined): string {
  return language === 'de' ? terms.de.conditions : terms.en.conditions;
}
