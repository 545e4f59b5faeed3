import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen.tsx';
import { AppShellLayout } from './app-shell-layout.tsx';

async function mainOf(platform: 'web' | 'ios' | 'android'): Promise<HTMLElement> {
  await renderScreen(
    <AppShellLayout environment="prod" platform={platform}>
      <p>page</p>
    </AppShellLayout>,
  );
  const main = (await screen.findByText('page')).closest('main');
  if (!main) throw new Error('no main element');
  return main;
}

describe('app shell footer offset (spec §9)', () => {
  it('keeps 8rem below the content on Android', async () => {
    const main = await mainOf('android');
    expect(main.style.paddingBottom).toBe('8rem');
    expect(main).toHaveAttribute('data-footer-offset', '8rem');
  });

  it('keeps 5rem on iOS', async () => {
    expect((await mainOf('ios')).style.paddingBottom).toBe('5rem');
  });

  it("leaves the web shell's own padding", async () => {
    const main = await mainOf('web');
    expect(main.style.paddingBottom).toBe('');
    expect(main).not.toHaveAttribute('data-footer-offset');
  });
});
