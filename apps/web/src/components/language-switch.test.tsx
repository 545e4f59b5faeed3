import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen.tsx';
import { LanguageSwitch } from './language-switch.tsx';

describe('language switch', () => {
  it('shows the language name, and a short code for phones (issue 17)', async () => {
    await renderScreen(<LanguageSwitch />, { language: 'de' });
    const button = screen.getByRole('button', { name: 'Sprache' });
    expect(within(button).getByTestId('language-code')).toHaveTextContent(/^DE$/);
    expect(button).toHaveTextContent('Deutsch');
  });
});
