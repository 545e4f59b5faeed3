// Every place that renders HTML (issue 12, stored XSS): RichTextViewer is the only way HTML reaches the
// DOM (ESLint forbids dangerouslySetInnerHTML elsewhere), and each of its uses below names the server
// field it shows and where the server sanitizes that field on write (apps/server/src/lib/rich-text.ts,
// sanitizeRichText). A new use fails this test until it is added here with its sanitized source; a
// plain-text field has no place in this table (show it as text).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
const SRC = join(HERE, '..', '..');

interface HtmlSource {
  /** Path under apps/web/src. */
  file: string;
  /** The `html={…}` expression, as written. */
  expression: string;
  /** The server field, and the write paths that sanitize it. */
  sanitizedOnWrite: string;
}

const HTML_SOURCES: readonly HtmlSource[] = [
  {
    file: 'features/dialogs/components/dialog-page.tsx',
    expression: 'dialog.body',
    sanitizedOnWrite: 'dialogs.body: dialogs.service cleanBody() (sanitizeRichText) on POST /og/{id}/dialogs, POST /adhoc-dialogs and PATCH /dialogs/{id}',
  },
  {
    file: 'features/dialogs/components/dialog-replies.tsx',
    expression: 'reply.body',
    sanitizedOnWrite: 'dialog_replies.body: dialogs.service cleanBody() (sanitizeRichText) on POST /dialogs/{id}/replies and PATCH /dialogs/{id}/replies/{replyId}',
  },
  {
    file: 'features/dashboard/components/course-dashboard.tsx',
    expression: 'dashboard.dashboard_info',
    sanitizedOnWrite: 'courses.settings.dashboardInfo: course-editor.service richText() on POST /og and PUT /og/{id}; again on read in courses.presenter',
  },
  {
    file: 'features/dashboard/components/course-dashboard.tsx',
    expression: 'dashboard.course_info',
    sanitizedOnWrite: 'courses.settings.courseInfo: course-editor.service richText() on POST /og and PUT /og/{id}; again on read in courses.presenter',
  },
  {
    file: 'features/assignments/components/assignment-detail-page.tsx',
    expression: 'assignment.description',
    sanitizedOnWrite: 'assignments.description: assignments.service sanitizeRichText on POST /assignments and PUT /assignments/{id}',
  },
  {
    file: 'features/assignments/components/work-area.tsx',
    expression: 'assignment.studentProcessing.description',
    sanitizedOnWrite: 'assignments.processingDescription: assignments.service sanitizeRichText on POST /assignments and PUT /assignments/{id}',
  },
  {
    file: 'features/content/components/content-detail-page.tsx',
    expression: 'item.body',
    sanitizedOnWrite: 'content_items.body: content.service sanitizedBody on POST /content and PUT /content',
  },
  {
    file: 'features/content/components/content-comments.tsx',
    expression: 'comment.commentText',
    sanitizedOnWrite: 'content_comments.comment_text: content.service commentText() on POST and PUT /content/{id}/comment',
  },
  {
    file: 'features/videos/components/video-comment-item.tsx',
    expression: 'comment.body',
    sanitizedOnWrite: 'content_items.body of a videocomment: content.service sanitizedBody on POST /content and PUT /content',
  },
  {
    file: 'features/videos/components/comment-replies.tsx',
    expression: 'reply.commentText',
    sanitizedOnWrite: 'content_comments.comment_text: content.service commentText() on POST and PUT /content/{id}/comment',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `<RichTextViewer … html={expression} …>` in the app's sources, as (file, expression). */
function viewerUses(): { file: string; expression: string }[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split('\\').join('/');
    const text = readFileSync(path, 'utf8');
    return Array.from(text.matchAll(/<RichTextViewer\b([^>]*)>/g), (match) => {
      const html = /\bhtml=\{([^}]*)\}/.exec(match[1] ?? '');
      // A use without a plain `html={…}` (a spread, a string) cannot be traced: it fails below.
      return { file, expression: html?.[1]?.trim() ?? `<unparsed: ${match[0]}>` };
    });
  });
}

const key = (use: { file: string; expression: string }) => `${use.file} :: ${use.expression}`;

describe('RichTextViewer sources', () => {
  it('finds the uses (the scan works)', () => {
    expect(viewerUses().length).toBeGreaterThanOrEqual(HTML_SOURCES.length);
  });

  it('renders only server fields that are sanitized on write, each listed with its source', () => {
    expect(viewerUses().map(key).sort()).toEqual(HTML_SOURCES.map(key).sort());
  });

  it('keeps dangerouslySetInnerHTML inside the viewer alone', () => {
    const users = sourceFiles(SRC)
      .filter((path) => readFileSync(path, 'utf8').includes('dangerouslySetInnerHTML'))
      .map((path) => relative(SRC, path).split('\\').join('/'));
    expect(users).toEqual(['components/rich-text/rich-text-viewer.tsx']);
  });
});
