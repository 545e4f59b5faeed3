// Shows rich text that the server sanitized on write (ARCHITECTURE "HTML safety"). The server's allowlist
// is the real defence; this renders only its output and adds the same typography the editor shows.
// Pass `ref` to reach the container, e.g. to intercept link clicks inside the content (spec §4).
import { Typography } from '@mantine/core';
import type { Ref } from 'react';
import classes from './rich-text.module.css';

export interface RichTextViewerProps {
  /** Sanitized HTML from the server. */
  html: string;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

export function RichTextViewer({ html, ref, 'data-testid': testId }: RichTextViewerProps) {
  return (
    <Typography ref={ref} className={classes.viewer} data-testid={testId}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
