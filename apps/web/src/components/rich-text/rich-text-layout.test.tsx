import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render.tsx';
import { RichTextEditor } from './rich-text-editor-lazy.tsx';
import '../../test/jsdom-layout.ts';

// Under jsdom import.meta.url is no file: URL; import.meta.dirname (Node 20.11+) is the folder.
const HERE = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

describe('rich-text editor heights (spec §9: content 15–30 rem, editor at least 14 rem)', () => {
  it('hands the heights to the stylesheet as variables on the editor', async () => {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <RichTextEditor label="Text" value="" onChange={() => undefined} />
        </MantineProvider>
      </I18nextProvider>,
    );
    const editable = await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
    const root = editable.closest<HTMLElement>('[style*="--rich-text-content-min"]');
    expect(root).not.toBeNull();
    expect(root!.style.getPropertyValue('--rich-text-content-min')).toBe('15rem');
    expect(root!.style.getPropertyValue('--rich-text-content-max')).toBe('30rem');
    expect(root!.style.getPropertyValue('--rich-text-editor-min')).toBe('14rem');
  });

  it('uses the variables for the editing area and the editor in the stylesheet', () => {
    const css = readFileSync(join(HERE, 'rich-text.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).toMatch(/\.editor\s*\{[^}]*min-height:\s*var\(--rich-text-editor-min, 14rem\)/);
    expect(css).toMatch(/\.ProseMirror\)\s*\{[^}]*min-height:\s*var\(--rich-text-content-min, 15rem\)/);
    expect(css).toMatch(/\.ProseMirror\)\s*\{[^}]*max-height:\s*var\(--rich-text-content-max, 30rem\)/);
    expect(css).toMatch(/\.ProseMirror\)\s*\{[^}]*overflow-y:\s*auto/);
  });
});
