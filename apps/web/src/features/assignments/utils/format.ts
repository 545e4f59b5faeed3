// Dates as the campus shows them (spec §9: dd.mm.yy, the app's one formatter), and file sizes.
export { formatDate } from '../../../lib/dates.ts';

export { formatFileSize } from '../../../lib/file-size.ts';

/** The export languages the server offers; anything else gets English. */
export function exportLanguageOf(language: string | undefined): 'de' | 'en' {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}
