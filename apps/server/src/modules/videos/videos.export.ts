// The comments export of a video (legacy /statistics/videocomments/{id}/export.xls) as an xlsx
// workbook: one row per comment (time mm:ss.t, author, plain text, created, reply count), its replies
// as rows beneath it. Cell safety (formula neutralisation) is lib/xlsx.ts's job.
import { formatVideoTime } from '@campus/shared';
import { richTextToPlainText } from '../../lib/rich-text.ts';
import { buildWorkbook, type XlsxCell } from '../../lib/xlsx.ts';
import type { ExportComment } from './videos.repository.ts';

export type ExportLanguage = 'de' | 'en';

const LABELS = {
  en: {
    sheet: 'Comments',
    time: 'Time (mm:ss.t)',
    author: 'Author',
    comment: 'Comment',
    created: 'Created (UTC)',
    replies: 'Replies',
    reply: 'Reply',
    unknownAuthor: 'Deleted user',
  },
  de: {
    sheet: 'Kommentare',
    time: 'Zeit (mm:ss.t)',
    author: 'Autor:in',
    comment: 'Kommentar',
    created: 'Erstellt (UTC)',
    replies: 'Antworten',
    reply: 'Antwort',
    unknownAuthor: 'Gelöschte Person',
  },
} as const;

/** The rows of the sheet (without the header), for tests and the workbook. */
export function commentExportRows(comments: readonly ExportComment[], lang: ExportLanguage): XlsxCell[][] {
  const labels = LABELS[lang];
  const rows: XlsxCell[][] = [];
  for (const comment of comments) {
    rows.push([
      comment.videoTimeTenths === null ? '' : formatVideoTime(comment.videoTimeTenths / 10),
      comment.author ?? labels.unknownAuthor,
      richTextToPlainText(comment.body),
      comment.createdAt,
      comment.replies.length,
    ]);
    for (const reply of comment.replies) {
      rows.push([`↳ ${labels.reply}`, reply.author ?? labels.unknownAuthor, richTextToPlainText(reply.text), reply.createdAt, null]);
    }
  }
  return rows;
}

export async function videoCommentsWorkbook(title: string, comments: readonly ExportComment[], lang: ExportLanguage): Promise<Buffer> {
  const labels = LABELS[lang];
  return buildWorkbook([
    {
      name: `${labels.sheet} – ${title}`,
      columns: [
        { header: labels.time, width: 14 },
        { header: labels.author, width: 28 },
        { header: labels.comment, width: 80 },
        { header: labels.created, width: 20 },
        { header: labels.replies, width: 10 },
      ],
      rows: commentExportRows(comments, lang),
    },
  ]);
}
