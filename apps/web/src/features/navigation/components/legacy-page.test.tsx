import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { LegacyPage, legacyFrameUrl } from './legacy-page.tsx';

describe('legacy page', () => {
  it('loads the page in a frame under the configured legacy base URL', async () => {
    await renderScreen(<LegacyPage baseUrl="https://old.example.org/site/" />, { at: '/de/course-3/node/5/edit?step=2' });
    expect(await screen.findByTestId('legacy-frame')).toHaveAttribute('src', 'https://old.example.org/site/course-3/node/5/edit?step=2');
  });

  it('says plainly that the page is not available when no legacy site is configured', async () => {
    await renderScreen(<LegacyPage baseUrl={null} />, { at: '/de/users/administer', language: 'de' });
    const page = await screen.findByTestId('legacy-unavailable');
    expect(page).toHaveTextContent('Diese Seite gehört zur früheren Campus-Website und ist auf diesem Campus nicht verfügbar.');
    expect(screen.getByRole('link', { name: 'Zurück zum Start' })).toHaveAttribute('href', '/de');
    expect(screen.queryByTestId('legacy-frame')).not.toBeInTheDocument();
  });

  it('explains an app screen that is not there yet, without a frame', async () => {
    await renderScreen(<LegacyPage baseUrl="https://old.example.org" pending />, { at: '/course-3/app/videos' });
    expect(await screen.findByTestId('screen-pending')).toHaveTextContent('This screen is not available on this campus yet.');
    expect(screen.queryByTestId('legacy-frame')).not.toBeInTheDocument();
  });

  it('never frames a non-http base', () => {
    expect(legacyFrameUrl('javascript:alert(1)', '/x')).toBeUndefined();
    expect(legacyFrameUrl('not a url', '/x')).toBeUndefined();
    expect(legacyFrameUrl('https://old.example.org', '/en/home/events')).toBe('https://old.example.org/home/events');
  });
});
