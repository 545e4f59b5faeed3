// A plain textarea in place of the lazy rich-text editor, for component tests of this feature: typing
// into ProseMirror is not reliable in jsdom, and the editor has its own tests
// (components/rich-text/rich-text.test.tsx). Use with
// `vi.mock('../../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../testing/mock-editor.tsx'))`.
import { useId } from 'react';
import type { RichTextEditorProps } from '../../../components/rich-text/rich-text-editor.tsx';

export function RichTextEditor({ label, value, onChange, error, onUploadImage }: RichTextEditorProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value.replace(/^<p>|<\/p>$/g, '')}
        onChange={(event) => onChange(event.currentTarget.value === '' ? '' : `<p>${event.currentTarget.value}</p>`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-upload={onUploadImage ? 'yes' : 'no'}
      />
      {error ? <div id={`${id}-error`}>{error}</div> : null}
    </div>
  );
}

export function preloadRichTextEditor(): void {}
