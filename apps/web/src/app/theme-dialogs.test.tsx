// Issue 17: dialogs add no second banner landmark, and Mantine's icon-only close buttons are named.
import { MantineProvider, Menu, Modal, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeWithLabels } from './theme.ts';

function renderWithTheme(ui: React.ReactNode) {
  return render(<MantineProvider theme={themeWithLabels({ close: 'Schließen' })}>{ui}</MantineProvider>);
}

describe('the app theme for dialogs and notifications', () => {
  it('gives a dialog a named close button and no banner landmark', async () => {
    renderWithTheme(
      <Modal opened onClose={() => undefined} title="Upload video">
        <p>body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload video' });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
    // The header element is still there, only without the landmark role.
    expect(dialog.querySelector('header')).toHaveAttribute('role', 'none');
  });

  it('keeps a close label a dialog sets itself', async () => {
    renderWithTheme(
      <Modal opened onClose={() => undefined} title="Courses" closeButtonProps={{ 'aria-label': 'Close course selection' }}>
        <p>body</p>
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Courses' });
    expect(screen.getByRole('button', { name: 'Close course selection' })).toBeInTheDocument();
  });

  it('names the close button of a notification', () => {
    renderWithTheme(<Notification title="Saved">done</Notification>);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    // The message below a title takes the dimmed colour (4.5:1), not Mantine's fixed grey-6.
    expect(screen.getByText('done')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });

  it('opens menus without a focusable placeholder inside role="menu"', async () => {
    renderWithTheme(
      <Menu opened>
        <Menu.Target>
          <button type="button">Create</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Blog post</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('div[tabindex]')).toBeNull();
  });
});
