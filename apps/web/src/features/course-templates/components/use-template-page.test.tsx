import type { CourseTemplate } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { initialDates, UseTemplatePage } from './use-template-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60;
const TEMPLATE: CourseTemplate = {
  id: 5,
  title: 'Compact Refresher',
  description: 'A short refresher.',
  course_type: 'compact_learning',
  startdate: 1_780_000_000 - (1_780_000_000 % DAY),
  enddate: 1_780_000_000 - (1_780_000_000 % DAY) + 30 * DAY,
  counts: { assignments: 3, pathSteps: 1, folders: 1, documents: 2 },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('initialDates', () => {
  it('starts today and runs as many days as the template', () => {
    expect(initialDates(TEMPLATE, new Date('2026-11-27T15:00:00Z'))).toEqual({ start: '2026-11-27', end: '2026-12-27' });
    expect(initialDates({ startdate: null, enddate: null }, new Date('2026-11-27T15:00:00Z'))).toEqual({ start: '2026-11-27', end: '2026-11-27' });
  });
});

describe('UseTemplatePage', () => {
  it('shows the template with what is copied, and creates the course with the typed title', async () => {
    const fetch = stubApi((url, init) => (init?.method === 'POST' ? json({ id: 42 }, 201) : json(TEMPLATE)));
    const onCreated = vi.fn();
    await renderScreen(<UseTemplatePage templateId={5} onCreated={onCreated} />);
    expect(await screen.findByTestId('use-template-name')).toHaveTextContent('Compact Refresher');
    expect(screen.getByTestId('use-template-type')).toHaveTextContent('Compact learning');
    expect(screen.getByTestId('use-template-counts')).toHaveTextContent('3 assignments');
    expect(screen.getByTestId('use-template-counts')).toHaveTextContent('1 learning path step');
    const title = screen.getByTestId('use-template-title');
    expect(title).toHaveValue('Copy of Compact Refresher');

    await userEvent.clear(title);
    await userEvent.type(title, 'Refresher spring');
    await userEvent.click(screen.getByTestId('use-template-create'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(42));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/use-template/5');
    const body = JSON.parse(String(post?.[1]?.body)) as { title: string; startdate: number; enddate: number };
    expect(body.title).toBe('Refresher spring');
    expect(body.enddate - body.startdate).toBe(30 * DAY);
  });

  it('does not send a blank title', async () => {
    const fetch = stubApi(() => json(TEMPLATE));
    await renderScreen(<UseTemplatePage templateId={5} onCreated={vi.fn()} />);
    await userEvent.clear(await screen.findByTestId('use-template-title'));
    await userEvent.click(screen.getByTestId('use-template-create'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says why when the template permission is missing', async () => {
    stubApi(() => json({ type: 'about:blank', title: 'Not allowed', status: 403, code: 'COURSE_TEMPLATES_FORBIDDEN' }, 403));
    await renderScreen(<UseTemplatePage templateId={5} onCreated={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Course templates need the campus manager role');
  });
});
