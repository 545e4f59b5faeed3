// Spec §9 "Layout": every dialog lies at z-index 10000, 70% wide on desktop, the full screen below 768 px;
// what opens from a dialog lies above it.
import { MantineProvider, Modal, Select } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { DIALOG_Z_INDEX, NOTIFICATION_Z_INDEX, OVER_DIALOG_Z_INDEX } from './dialog-layout.ts';

// Under jsdom import.meta.url is no file: URL; import.meta.dirname (Node 20.11+) is the folder.
const HERE = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

function renderDialog() {
  return render(
    <MantineProvider theme={theme}>
      <Modal opened onClose={() => undefined} title="Dialog" data-testid="dialog">
        <Select label="Pick" data={['One', 'Two']} comboboxProps={{ hideDetached: false }} />
      </Modal>
    </MantineProvider>,
  );
}

describe('dialog layout (spec §9)', () => {
  it('puts every Modal at z-index 10000, 70% wide, from the app theme', async () => {
    renderDialog();
    const root = await screen.findByTestId('dialog');
    expect(DIALOG_Z_INDEX).toBe(10000);
    expect(root.style.getPropertyValue('--mb-z-index')).toBe('10000');
    expect(root.querySelector('.mantine-Modal-overlay')).toHaveStyle({ '--overlay-z-index': '10000' });
    expect(root.style.getPropertyValue('--modal-size')).toBe('70%');
  });

  it('shows dropdowns opened inside a dialog above it; notifications above both', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Pick' }));
    const option = await screen.findByRole('option', { name: 'One' });
    await waitFor(() => expect(option.closest('.mantine-Popover-dropdown')).toHaveStyle({ zIndex: String(OVER_DIALOG_Z_INDEX) }));
    expect(OVER_DIALOG_Z_INDEX).toBeGreaterThan(DIALOG_Z_INDEX);
    expect(NOTIFICATION_Z_INDEX).toBeGreaterThan(OVER_DIALOG_Z_INDEX);
  });

  it('makes dialogs 100vw and full height below the 768 px breakpoint, 70% wide above it', () => {
    const css = readFileSync(join(HERE, 'dialog.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const mobile = css.slice(css.indexOf('@media (max-width: 47.99em)'));
    expect(mobile).not.toBe(css);
    expect(mobile).toMatch(/--modal-content-flex: 0 0 100vw;/);
    expect(mobile).toMatch(/max-width: 100vw;/);
    expect(mobile).toMatch(/--modal-content-height: 100dvh;/);
    expect(mobile).toMatch(/--modal-inner-x-offset: 0;/);
    const desktop = css.slice(0, css.indexOf('@media'));
    expect(desktop).toMatch(/--modal-content-flex: 0 0 70%;/);
  });
});
