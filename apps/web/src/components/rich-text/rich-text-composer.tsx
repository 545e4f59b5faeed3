// A rich-text field with its send button (and a cancel button when editing), as comments and dialog
// replies use it: an empty text is refused on the spot with `requiredText`; the text empties only once
// `onSubmit` says it was saved, so a refused save keeps what was typed.
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { RichTextEditor } from './rich-text-editor-lazy.tsx';
import { isRichTextEmpty } from './rich-text-options.ts';

export interface RichTextComposerProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Shown under the field when Send is pressed with nothing written. */
  requiredText: string;
  busy: boolean;
  /** Resolves true when saved (the field empties), false when refused (the text stays). */
  onSubmit: (html: string) => Promise<boolean>;
  /** With it, a cancel button with this label. */
  cancel?: { label: string; onCancel: () => void };
}

export function RichTextComposer({ label, initial = '', submitLabel, requiredText, busy, onSubmit, cancel }: RichTextComposerProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <RichTextEditor label={label} value={text} onChange={setText} error={error ?? undefined} />
      <Group gap="sm" justify="flex-end">
        {cancel ? (
          <Button variant="default" onClick={cancel.onCancel} disabled={busy}>
            {cancel.label}
          </Button>
        ) : null}
        <Button
          loading={busy}
          onClick={() => {
            if (isRichTextEmpty(text)) {
              setError(requiredText);
              return;
            }
            setError(null);
            void onSubmit(text).then((done) => {
              if (done) setText('');
            });
          }}
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
