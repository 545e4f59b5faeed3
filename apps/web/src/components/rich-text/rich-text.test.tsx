import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n, translations } from '../../test/render.tsx';
import { shownPopoversTheme } from '../../test/render-screen.tsx';
import { RichTextEditor } from './rich-text-editor-lazy.tsx';
import {
  fontKeyOf,
  isAllowedLinkTarget,
  isRichTextEmpty,
  RICH_TEXT_FONTS,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_SIZES,
  sizeKeyOf,
} from './rich-text-options.ts';
import { RichTextViewer } from './rich-text-viewer.tsx';
import '../../test/jsdom-layout.ts';

async function renderWithProviders(ui: ReactElement, language: 'de' | 'en' = 'en') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={shownPopoversTheme}>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

/** A form field around the editor, as features use it. */
function ControlledEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Description"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        reset
      </button>
    </>
  );
}

async function findEditable(): Promise<HTMLElement> {
  // The lazy chunk and its extensions load first; the content area then carries the label.
  return screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
}

describe('rich-text options (spec §9)', () => {
  it('offers exactly the three fonts and four sizes of the spec', () => {
    expect(RICH_TEXT_FONTS.map((font) => font.value)).toEqual(['sans-serif', 'serif', 'monospace']);
    expect(RICH_TEXT_SIZES.map((size) => [size.key, size.value])).toEqual([
      ['small', '0.75em'],
      ['normal', '1em'],
      ['large', '1.5em'],
      ['huge', '2.5em'],
    ]);
    expect(RICH_TEXT_HEIGHT).toEqual({ contentMin: '15rem', contentMax: '30rem', editorMin: '14rem' });
  });

  it('maps style values back to their keys, unknown ones to the defaults', () => {
    expect(fontKeyOf('serif')).toBe('serif');
    expect(fontKeyOf('"Monospace" ')).toBe('monospace');
    expect(fontKeyOf('Comic Sans')).toBe('sansSerif');
    expect(fontKeyOf(undefined)).toBe('sansSerif');
    expect(sizeKeyOf('2.5em')).toBe('huge');
    expect(sizeKeyOf('0.75EM')).toBe('small');
    expect(sizeKeyOf('13px')).toBe('normal');
    expect(sizeKeyOf(null)).toBe('normal');
  });

  it('treats markup without visible text as empty, images as content', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp; <br></p>')).toBe(true);
    expect(isRichTextEmpty('<p>a</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="/files/1.png"></p>')).toBe(false);
  });

  it('accepts relative, http(s) and mailto links and refuses script schemes however they are disguised', () => {
    for (const ok of ['https://example.org', 'http://x.y/z', 'mailto:a@b.c', '/course-3/app/assignments', '#top', 'www.example.org']) {
      expect(isAllowedLinkTarget(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:x', 'data:text/html,<b>', 'vbscript:x']) {
      expect(isAllowedLinkTarget(bad), bad).toBe(false);
    }
  });

  it('has a translation for every font and size in both languages', () => {
    for (const tree of [translations.de, translations.en]) {
      for (const font of RICH_TEXT_FONTS) expect(tree.richText.font[font.key]).toBeTruthy();
      for (const size of RICH_TEXT_SIZES) expect(tree.richText.size[size.key]).toBeTruthy();
    }
  });
});

describe('RichTextViewer', () => {
  it('renders the sanitized HTML it is given as markup, not as text', async () => {
    await renderWithProviders(<RichTextViewer html={'<p>Read <strong>chapter 2</strong></p><ul><li>one</li></ul>'} data-testid="viewer" />);
    const viewer = screen.getByTestId('viewer');
    expect(viewer.querySelector('strong')).toHaveTextContent('chapter 2');
    expect(screen.getByRole('listitem')).toHaveTextContent('one');
    expect(viewer).not.toHaveTextContent('<strong>');
  });
});

describe('RichTextEditor', () => {
  it('loads lazily, shows the value and labels its controls in the user language', async () => {
    await renderWithProviders(<RichTextEditor label="Description" value="<p>Hello <em>world</em></p>" onChange={() => undefined} />, 'de');
    const editable = await findEditable();
    expect(editable).toHaveAttribute('contenteditable', 'true');
    expect(editable.querySelector('em')).toHaveTextContent('world');
    expect(screen.getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schriftart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schriftgröße' })).toBeInTheDocument();
    // No image button without an upload handler.
    expect(screen.queryByRole('button', { name: 'Bild einfügen' })).not.toBeInTheDocument();
  });

  it('applies a font and a size from the toolbar to the selection and reports the HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ControlledEditor initial="<p>Warm up</p>" onChange={onChange} />);
    const editable = await findEditable();
    editable.focus();
    // Select the whole document the way ProseMirror's own select-all does.
    fireEvent.keyDown(editable, { key: 'a', ctrlKey: true });

    await user.click(screen.getByRole('button', { name: 'Font' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Serif' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('font-family: serif')));

    fireEvent.keyDown(editable, { key: 'a', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Text size' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Huge' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('font-size: 2.5em')));
    expect(onChange.mock.lastCall?.[0]).toContain('Warm up');

  });

  it('removes the size mark for "normal" instead of writing 1em', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ControlledEditor initial={'<p><span style="font-size: 2.5em">Big</span></p>'} onChange={onChange} />);
    const editable = await findEditable();
    expect(editable.querySelector('span')).toHaveStyle({ fontSize: '2.5em' });
    editable.focus();
    fireEvent.keyDown(editable, { key: 'a', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Text size' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Normal' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Big</p>'));
  });

  it('reports an emptied document as an empty string', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ControlledEditor initial="<p>x</p>" onChange={onChange} />);
    const editable = await findEditable();
    editable.focus();
    fireEvent.keyDown(editable, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(editable, { key: 'Backspace' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('takes a value set from outside without reporting it back as an edit', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ControlledEditor initial="<p>First</p>" onChange={onChange} />);
    const editable = await findEditable();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(editable).toHaveTextContent('Replaced from outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the content as invalid and describes it with the error', async () => {
    await renderWithProviders(<RichTextEditor label="Description" value="" onChange={() => undefined} error="Required" required />);
    const editable = await findEditable();
    expect(editable).toHaveAttribute('aria-invalid', 'true');
    expect(editable).toHaveAttribute('aria-required', 'true');
    expect(editable).toHaveAccessibleDescription('Required');
  });

  it('inserts an uploaded image and says so', async () => {
    const upload = vi.fn(async () => '/api/rest/files/7/picture.png');
    const onChange = vi.fn();
    await renderWithProviders(<RichTextEditor label="Description" value="<p>x</p>" onChange={onChange} onUploadImage={upload} />);
    await findEditable();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await act(async () => {
      fireEvent.change(input!, { target: { files: [new File(['png'], 'picture.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/api/rest/files/7/picture.png"')));
    expect(upload).toHaveBeenCalledWith(expect.any(File));
  });
});
