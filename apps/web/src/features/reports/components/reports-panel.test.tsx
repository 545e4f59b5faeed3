import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { fakeApi, json, problem, reportFixture } from '../testing/fixtures.ts';
import { ReportsPanel } from './reports-panel.tsx';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const targetHref = (report: { target_path: string | null }) => report.target_path;

describe('the staff reports panel', () => {
  it('lists open reports with what, who and why, and hides an item', async () => {
    let open = [reportFixture({ id: 7 })];
    const api = stub({
      'GET /og/3/reports?status=open': () => json({ items: open }),
      'POST /reports/7/hide': () => {
        const hidden = reportFixture({ id: 7, status: 'hidden', target_hidden: true });
        open = [];
        return json(hidden);
      },
    });
    const user = userEvent.setup();
    await renderScreen(<ReportsPanel courseId={3} targetHref={targetHref} />);

    const row = await screen.findByTestId('report-row');
    expect(within(row).getByRole('link', { name: 'Pressing drills' })).toHaveAttribute('href', '/course-3/app/content-details/blog?id=40');
    expect(within(row).getByText('Spam')).toBeInTheDocument();
    expect(within(row).getByText(/Reported by Sam Student, written by Ines Instructor/)).toBeInTheDocument();
    expect(within(row).getByTestId('report-text')).toHaveTextContent('Advertising');

    await user.click(within(row).getByRole('button', { name: 'Hide “Pressing drills”' }));
    expect(await screen.findByTestId('course-reports-empty')).toHaveTextContent('No open reports.');
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/reports/7/hide')).toBe(true);
  });

  it('shows handled reports by status, without actions', async () => {
    stub({
      'GET /og/3/reports?status=open': () => json({ items: [] }),
      'GET /og/3/reports?status=dismissed': () => json({ items: [reportFixture({ id: 8, status: 'dismissed', target_path: null, excerpt: 'A comment' })] }),
    });
    const user = userEvent.setup();
    await renderScreen(<ReportsPanel courseId={3} targetHref={targetHref} />);

    await screen.findByTestId('course-reports-empty');
    await user.click(screen.getByRole('radio', { name: 'Dismissed' }));
    const row = await screen.findByTestId('report-row');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a refused decision failed', async () => {
    stub({ 'GET /og/3/reports?status=open': () => json({ items: [reportFixture({ id: 7 })] }), 'POST /reports/7/dismiss': () => problem(409, 'REPORT_NOT_OPEN') });
    const user = userEvent.setup();
    await renderScreen(<ReportsPanel courseId={3} targetHref={targetHref} />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report on “Pressing drills”' }));
    await waitFor(() => expect(screen.getByText('This report was already handled.')).toBeInTheDocument());
  });
});
