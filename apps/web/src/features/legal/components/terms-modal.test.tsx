import type { LegalText } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, problem } from '../../courses/testing/course-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { legalBlocks } from '../utils/legal-text.ts';
import { TermsGate } from './terms-gate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function terms(version: number, accepted = false): LegalText {
  return {
    domain_id: 1,
    version,
    de: { conditions: `Nutzungsbedingungen\n\nVersion ${version}: Ab 16 Jahren ist die Registrierung erlaubt.` },
    en: { conditions: `Terms of use\n\nVersion ${version}: Registration is allowed from the age of 16.` },
    published_at: '2026-01-01T00:00:00.000Z',
    accepted,
    accepted_at: accepted ? '2026-02-01T00:00:00.000Z' : null,
  };
}

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

async function gate(language: 'de' | 'en' = 'en') {
  const onRejected = vi.fn();
  const onAccepted = vi.fn();
  const view = await renderScreen(
    <TermsGate domainId={1} required onRejected={onRejected} onAccepted={onAccepted}>
      <p>course content</p>
    </TermsGate>,
    { language },
  );
  return { ...view, onRejected, onAccepted, user: userEvent.setup() };
}

describe('terms modal', () => {
  it('lets keyboard users reach and scroll the terms text: a named, focusable region', async () => {
    stub({ 'GET /legal/1': () => json(terms(1)) });
    const { user } = await gate('en');

    const region = await screen.findByRole('region', { name: 'Text of the terms of use' });
    expect(region).toHaveTextContent('Registration is allowed from the age of 16.');
    expect(region).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    for (let presses = 0; presses < 5 && document.activeElement !== region; presses += 1) await user.tab();
    expect(region).toHaveFocus();
  });

  it('shows the terms in the user’s language with Confirm disabled until the box is ticked', async () => {
    stub({ 'GET /legal/1': () => json(terms(1)) });
    const { user } = await gate('de');

    const text = await screen.findByTestId('terms-text');
    expect(text).toHaveTextContent('Version 1: Ab 16 Jahren ist die Registrierung erlaubt.');
    expect(screen.queryByText('course content')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nutzungsbedingungen', level: 3 })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();

    const box = screen.getByRole('checkbox', { name: 'Ich habe die Nutzungsbedingungen gelesen und nehme sie an.' });
    await user.click(box);
    expect(confirm).toBeEnabled();
    await user.click(box);
    expect(confirm).toBeDisabled();
  });

  it('records the acceptance of the version shown and closes', async () => {
    let accepted = false;
    const api = stub({
      'GET /legal/1': () => json(terms(2, accepted)),
      'POST /legal/1/accept': () => {
        accepted = true;
        return json({ domain_id: 1, version: 2, accepted_at: '2026-02-01T00:00:00.000Z' });
      },
    });
    const { user, onAccepted, onRejected } = await gate();

    expect(await screen.findByTestId('terms-text')).toHaveTextContent('Registration is allowed from the age of 16.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByTestId('terms-text')).not.toBeInTheDocument());
    expect(screen.getByText('course content')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(onRejected).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/legal/1/accept', body: { version: 2 } }]);
  });

  it('hands a rejection to the caller', async () => {
    stub({ 'GET /legal/1': () => json(terms(1)) });
    const { user, onRejected } = await gate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onRejected).toHaveBeenCalledTimes(1);
  });

  it('asks again with the new text when a newer version was published meanwhile', async () => {
    let version = 1;
    stub({
      'GET /legal/1': () => json(terms(version)),
      'POST /legal/1/accept': () => {
        version = 2;
        return problem(409, 'LEGAL_TERMS_OUTDATED');
      },
    });
    const { user, onAccepted } = await gate();
    await screen.findByText(/Version 1:/);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/Version 2:/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says why an acceptance was refused', async () => {
    stub({ 'GET /legal/1': () => json(terms(1)), 'POST /legal/1/accept': () => problem(403, 'LEGAL_ACCEPT_IMPERSONATED') });
    const { user } = await gate();
    await screen.findByText(/Version 1:/);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('While acting as another user you cannot accept the terms in their name.');
  });

  it('shows the course when its terms were accepted meanwhile or the campus has none', async () => {
    const api = stub({ 'GET /legal/1': () => json(terms(3, true)) });
    await gate();
    expect(await screen.findByText('course content')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByTestId('terms-text')).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    stub({ 'GET /legal/1': () => problem(404, 'LEGAL_TERMS_NOT_FOUND') });
    await gate();
    expect(await screen.findAllByText('course content')).not.toHaveLength(0);
    expect(screen.queryByTestId('terms-text')).not.toBeInTheDocument();
  });

  it('does not ask the server when the course says the terms are accepted', async () => {
    const api = stub({});
    await renderScreen(
      <TermsGate domainId={1} required={false} onRejected={() => undefined}>
        <p>course content</p>
      </TermsGate>,
    );
    expect(await screen.findByText('course content')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('legal text', () => {
  it('splits plain text into headings and paragraphs', () => {
    expect(
      legalBlocks('Terms of use\r\n\r\n1. Scope\nThese terms apply.\nTo everyone.\n\n\nInactive profiles are deleted after one year.\n\n2. Notice\n\n  \n'),
    ).toEqual([
      { type: 'heading', text: 'Terms of use' },
      { type: 'heading', text: '1. Scope' },
      { type: 'paragraph', lines: ['These terms apply.', 'To everyone.'] },
      { type: 'paragraph', lines: ['Inactive profiles are deleted after one year.'] },
      { type: 'heading', text: '2. Notice' },
    ]);
  });
});
