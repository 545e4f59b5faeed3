// The rich-text editor behind a lazy import: tiptap and ProseMirror load in their own chunk the first time
// an editor is shown, never with the route that contains the form. Features use this, not the editor file.
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { RICH_TEXT_HEIGHT } from './rich-text-options.ts';

export type { RichTextEditorProps } from './rich-text-editor.tsx';

const loadEditor = () => {
  // Both chunks at once; the editor would otherwise ask for its extensions only after it arrived.
  void import('./rich-text-extensions.ts');
  return import('./rich-text-editor.tsx');
};

const LoadedEditor = lazy(async () => ({ default: (await loadEditor()).RichTextEditorField }));

/** Same space as the editor while its chunk loads, so the form does not jump. */
function EditorPlaceholder({ label, description, required }: Pick<RichTextEditorProps, 'label' | 'description' | 'required'>) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} description={description} required={required} labelElement="div">
      <Skeleton h={RICH_TEXT_HEIGHT.editorMin} radius="sm" aria-busy="true" aria-label={t('richText.loading')} role="status" />
    </Input.Wrapper>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder label={props.label} description={props.description} required={props.required} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}

/** Starts loading the editor chunk early (e.g. when the user hovers "create"). */
export function preloadRichTextEditor(): void {
  void loadEditor();
}
