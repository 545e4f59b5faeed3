// The rich-text editor (spec §9): tiptap through @mantine/tiptap with the editor's fonts (sans serif,
// serif, monospace) and sizes (small, normal, large, huge), links, lists, headings and optional image
// upload per course. Heavy: import it only through rich-text-editor-lazy.tsx so tiptap stays out of the
// route chunks. The value is HTML; the server sanitizes it on every write, so nothing here is trusted.
import '@mantine/tiptap/styles.css';
import { FileButton, Input, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { IconCheck, IconLetterCase, IconPhoto, IconTextSize } from '@tabler/icons-react';
import { useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import type { TFunction } from 'i18next';
import { use, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readCspNonce } from '../../lib/csp-nonce.ts';
import { EDITOR_IMAGE_ACCEPT, formatImageSize, uploadErrorMessage } from './editor-image-upload.ts';
import { fontKeyOf, isRichTextEmpty, RICH_TEXT_FONTS, RICH_TEXT_HEIGHT, RICH_TEXT_SIZES, sizeKeyOf } from './rich-text-options.ts';
import classes from './rich-text.module.css';

// Not a static import: the extensions are a chunk of their own (see rich-text-extensions.ts).
const extensionsModule = import('./rich-text-extensions.ts');

export interface RichTextEditorProps {
  /** HTML; '' for no text. */
  value: string;
  /** Gets '' when the editor holds nothing a reader would see. */
  onChange: (html: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Uploads an image of the course and resolves its URL; without it there is no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Called when the editor loses focus (forms validate on blur). */
  onBlur?: () => void;
}

function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('richText.controls.bold'),
    italicControlLabel: t('richText.controls.italic'),
    underlineControlLabel: t('richText.controls.underline'),
    strikeControlLabel: t('richText.controls.strike'),
    clearFormattingControlLabel: t('richText.controls.clearFormatting'),
    h2ControlLabel: t('richText.controls.h2'),
    h3ControlLabel: t('richText.controls.h3'),
    h4ControlLabel: t('richText.controls.h4'),
    bulletListControlLabel: t('richText.controls.bulletList'),
    orderedListControlLabel: t('richText.controls.orderedList'),
    blockquoteControlLabel: t('richText.controls.blockquote'),
    linkControlLabel: t('richText.controls.link'),
    unlinkControlLabel: t('richText.controls.unlink'),
    undoControlLabel: t('richText.controls.undo'),
    redoControlLabel: t('richText.controls.redo'),
    linkEditorInputLabel: t('richText.link.inputLabel'),
    linkEditorInputPlaceholder: t('richText.link.placeholder'),
    linkEditorExternalLink: t('richText.link.external'),
    linkEditorInternalLink: t('richText.link.internal'),
    linkEditorSave: t('richText.link.save'),
  };
}

/** The editable area is the form control: it carries the label, description, error and required state. */
function contentAttributes(state: { labelId: string | undefined; describedBy: string; invalid: boolean; required: boolean }): Record<string, string> {
  const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
  if (state.labelId) attributes['aria-labelledby'] = state.labelId;
  if (state.describedBy) attributes['aria-describedby'] = state.describedBy;
  if (state.invalid) attributes['aria-invalid'] = 'true';
  if (state.required) attributes['aria-required'] = 'true';
  return attributes;
}

/** Marks the font or size the selection has (Mantine menu items cannot be radio items). */
function CurrentMark({ active }: { active: boolean }) {
  return active ? <IconCheck size={14} aria-hidden data-current /> : <span style={{ display: 'inline-block', width: 14 }} />;
}

function FontControls({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const current = useEditorState({
    editor,
    selector: ({ editor: active }) => {
      const attributes = active.getAttributes('textStyle');
      return { font: fontKeyOf(attributes.fontFamily), size: sizeKeyOf(attributes.fontSize) };
    },
  });

  return (
    <>
      <Menu position="bottom-start" disabled={disabled}>
        <Menu.Target>
          <RichTextEditor.Control aria-label={t('richText.font.label')} title={t('richText.font.label')} disabled={disabled}>
            <IconLetterCase size={16} stroke={1.5} aria-hidden />
          </RichTextEditor.Control>
        </Menu.Target>
        <Menu.Dropdown>
          {RICH_TEXT_FONTS.map((font) => (
            <Menu.Item
              key={font.key}
              style={{ fontFamily: font.value }}
              leftSection={<CurrentMark active={current.font === font.key} />}
              onClick={() => {
                const chain = editor.chain().focus();
                // The default font is the text's own: no mark instead of an explicit sans-serif.
                (font.key === 'sansSerif' ? chain.unsetFontFamily() : chain.setFontFamily(font.value)).run();
              }}
            >
              {t(`richText.font.${font.key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-start" disabled={disabled}>
        <Menu.Target>
          <RichTextEditor.Control aria-label={t('richText.size.label')} title={t('richText.size.label')} disabled={disabled}>
            <IconTextSize size={16} stroke={1.5} aria-hidden />
          </RichTextEditor.Control>
        </Menu.Target>
        <Menu.Dropdown>
          {RICH_TEXT_SIZES.map((size) => (
            <Menu.Item
              key={size.key}
              style={{ fontSize: size.value }}
              leftSection={<CurrentMark active={current.size === size.key} />}
              onClick={() => {
                const chain = editor.chain().focus();
                (size.key === 'normal' ? chain.unsetFontSize() : chain.setFontSize(size.value)).run();
              }}
            >
              {t(`richText.size.${size.key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

function ImageControl({ editor, upload, disabled }: { editor: Editor; upload: (file: File) => Promise<string>; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function insert(file: File | null): Promise<void> {
    if (!file) return;
    setBusy(true);
    try {
      const src = await upload(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
      // Spec §8: a toast with a success summary (which file, how large).
      notifications.show({
        color: 'green',
        title: t('richText.image.uploaded'),
        message: t('richText.image.uploadedSummary', { name: file.name, size: formatImageSize(file.size, i18n.language) }),
      });
    } catch (error) {
      // Spec §8: UPLOAD_ERROR_TITLE with the server's message stripped of HTML.
      notifications.show({ color: 'red', title: t('richText.image.uploadFailed'), message: uploadErrorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FileButton onChange={(file) => void insert(file)} accept={EDITOR_IMAGE_ACCEPT}>
      {(props) => (
        <RichTextEditor.Control {...props} aria-label={t('richText.image.insert')} title={t('richText.image.insert')} disabled={disabled || busy}>
          <IconPhoto size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}

export function RichTextEditorField({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled = false,
  onUploadImage,
  onBlur,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { createRichTextExtensions } = use(extensionsModule);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  // What the editor itself last reported; a different `value` comes from outside (reset, loaded data).
  const emitted = useRef(value);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const hasLabel = Boolean(label);
  const invalid = Boolean(error);
  const attributes = useMemo(
    () => contentAttributes({ labelId: hasLabel ? labelId : undefined, describedBy, invalid, required: required ?? false }),
    [hasLabel, labelId, describedBy, invalid, required],
  );
  const editor = useEditor({
    // Renders on mount in the browser; nothing here runs on a server.
    immediatelyRender: true,
    // Tiptap's base styles go into a style element, which the CSP allows only under the page's nonce.
    injectNonce: readCspNonce(),
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: createRichTextExtensions(),
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: updated }) => {
      const html = updated.getHTML();
      const next = isRichTextEmpty(html) ? '' : html;
      emitted.current = next;
      latest.current.onChange(next);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  // A value set from outside (form reset, loaded assignment) replaces the document without an update.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // ARIA attributes follow the error and description as they come and go.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const labels = useMemo(() => editorLabels(t), [t]);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        data-invalid={error ? true : undefined}
        style={{
          '--rich-text-content-min': RICH_TEXT_HEIGHT.contentMin,
          '--rich-text-content-max': RICH_TEXT_HEIGHT.contentMax,
          '--rich-text-editor-min': RICH_TEXT_HEIGHT.editorMin,
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold disabled={disabled} />
            <RichTextEditor.Italic disabled={disabled} />
            <RichTextEditor.Underline disabled={disabled} />
            <RichTextEditor.Strikethrough disabled={disabled} />
            <RichTextEditor.ClearFormatting disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <FontControls editor={editor} disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 disabled={disabled} />
            <RichTextEditor.H3 disabled={disabled} />
            <RichTextEditor.H4 disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList disabled={disabled} />
            <RichTextEditor.OrderedList disabled={disabled} />
            <RichTextEditor.Blockquote disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link disabled={disabled} />
            <RichTextEditor.Unlink disabled={disabled} />
            {onUploadImage ? <ImageControl editor={editor} upload={onUploadImage} disabled={disabled} /> : null}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo disabled={disabled} />
            <RichTextEditor.Redo disabled={disabled} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
