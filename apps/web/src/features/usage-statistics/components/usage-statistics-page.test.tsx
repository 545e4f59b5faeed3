import type { UsageStatistics } from '@campus/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, problem } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { UsageStatisticsPage, type UsageStatisticsPageProps } from './usage-statistics-page.tsx';

const week = (weekStart: string, activeUsers = 0, newContent = 0, newVideos = 0, newComments = 0) => ({ weekStart, activeUsers, newContent, newVideos, newComments });

function statisticsFixture(overrides: Partial<UsageStatistics> = {}): UsageStatistics {
  return {
    scope: 'campus',
    from: '2026-11-09',
    to: '2026-11-27',
    totals: { users: 6, activeUsers: 5, courses: 6, contentItems: 4, comments: 3, videos: 2, messages: 9 },
    weeks: [week('2026-11-09', 1), week('2026-11-16', 4, 1, 0, 2), week('2026-11-23', 5, 3, 2, 1)],
    courses: [],
    ...overrides,
  };
}

const SCOPES: UsageStatisticsPageProps['scopes'] = [
  { scope: 'campus', to: '/usage_statistics/campus' },
  { scope: 'self_learning', to: '/usage_statistics/self_learning' },
  { scope: 'course', to: '/usage_statistics/course' },
];

function stub(routes: Record<string, () => Response>) {
  const api = fakeApi(Object.fromEntries(Object.entries(routes).map(([key, handler]) => [key, () => handler()])));
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the usage statistics screen', () => {
  it('shows the totals, the active users per week as a chart with a summary, and as a table on request', async () => {
    const api = stub({ 'GET /usage-statistics?scope=campus': () => json(statisticsFixture()) });
    const user = userEvent.setup();
    await renderScreen(<UsageStatisticsPage scope="campus" scopes={SCOPES} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Usage statistics' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('usage-total-activeUsers')).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-total-messages')).getByText('9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campus' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Active users over 3 weeks; the most in the week of 23.11.26: 5.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New content, New videos, New comments over 3 weeks; the most in the week of 23.11.26: 6.' })).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'Active users per week' });
    await user.click(within(active).getByRole('button', { name: 'Show as table' }));
    expect(within(active).getByRole('row', { name: 'Week of 16.11.26 4' })).toBeInTheDocument();
    // No course table for the campus as a whole.
    expect(screen.queryByTestId('usage-courses-table')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/usage-statistics?scope=campus']);
  });

  it('lists the courses with their figures for the course scope, in German', async () => {
    stub({
      'GET /usage-statistics?scope=course': () =>
        json(
          statisticsFixture({
            scope: 'course',
            courses: [
              { id: 1, title: 'Coaching Basics', kind: 'course', type: 'default', members: 5, activeMembers: 4, contentItems: 4, videos: 2, averageProgress: 40 },
              { id: 6, title: "Coaches' Lounge", kind: 'group', type: 'default', members: 3, activeMembers: 1, contentItems: 0, videos: 0, averageProgress: null },
            ],
          }),
        ),
    });
    await renderScreen(<UsageStatisticsPage scope="course" scopes={SCOPES} />, { language: 'de' });

    const table = await screen.findByTestId('usage-courses-table');
    expect(within(table).getByRole('row', { name: 'Coaching Basics Kurs 5 4 4 2 40 %' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: "Coaches' Lounge Gruppe 3 1 0 0 Keine Lernenden" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurse' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the forbidden state when the server refuses', async () => {
    stub({ 'GET /usage-statistics?scope=campus': () => problem(403, 'USAGE_STATISTICS_FORBIDDEN') });
    await renderScreen(<UsageStatisticsPage scope="campus" scopes={SCOPES} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The usage statistics could not be loaded.');
    expect(alert).toHaveTextContent('Only campus admins and campus managers see the usage statistics.');
    expect(screen.queryByTestId('usage-statistics-download')).not.toBeInTheDocument();
  });

  it('downloads the xlsx of the range shown', async () => {
    const api = stub({
      'GET /usage-statistics?scope=self_learning': () => json(statisticsFixture({ scope: 'self_learning' })),
      'GET /usage-statistics/export?scope=self_learning&from=2026-11-09&to=2026-11-27': () =>
        new Response(new Blob(['xlsx']), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:usage');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom does not navigate; the click on the temporary download link is all that matters.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderScreen(<UsageStatisticsPage scope="self_learning" scopes={SCOPES} />);

    await user.click(await screen.findByRole('button', { name: 'Download xlsx' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    expect(api.calls.map((call) => call.path)).toContain('/usage-statistics/export?scope=self_learning&from=2026-11-09&to=2026-11-27');
  });
});
