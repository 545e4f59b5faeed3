import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ImprintPage } from './imprint-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

describe('imprint and privacy pages', () => {
  it('show the app’s own texts for a campus without pages of its own', async () => {
    await renderScreen(<ImprintPage campusName="Demo Campus" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consumer dispute resolution' })).toBeInTheDocument();
    expect(screen.queryByTestId('legal-external-link')).not.toBeInTheDocument();
  });

  it('imprint: a campus with its own imprint gets a link to it instead of the generic text', async () => {
    await renderScreen(<ImprintPage campusName="Demo Campus" externalUrl="https://campus.example.org/impressum" />);
    expect(await screen.findByText(/Demo Campus publishes its imprint on its own website/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://campus.example.org/impressum' });
    expect(link).toHaveAttribute('href', 'https://campus.example.org/impressum');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'Consumer dispute resolution' })).not.toBeInTheDocument();
  });

  it('privacy: the campus’s own policy comes first, what the app stores stays below', async () => {
    await renderScreen(<PrivacyPage campusName="Demo Campus" externalUrl="https://campus.example.org/datenschutz" />, { language: 'de' });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Datenschutzerklärung des Campus');
    expect(screen.getByRole('link', { name: 'https://campus.example.org/datenschutz' })).toHaveAttribute('target', '_blank');
    expect(headings.length).toBeGreaterThan(5);
  });
});
