import type { LearningCockpit } from '@campus/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, problem } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { LearningCockpitPage } from './learning-cockpit-page.tsx';

const week = (weekStart: string, assignmentsCompleted = 0, stepsDone = 0, contentCreated = 0) => ({ weekStart, assignmentsCompleted, stepsDone, contentCreated });

function cockpitFixture(overrides: Partial<LearningCockpit> = {}): LearningCockpit {
  return {
    learner: { uid: 5, name: 'Sam Student' },
    own: true,
    courses: [
      { id: 4, title: 'Self-paced Tactics', progress: 75 },
      { id: 1, title: 'Coaching Basics', progress: 0 },
    ],
    activity: [week('2026-11-09'), week('2026-11-16', 1, 0, 1), week('2026-11-23', 0, 3, 0)],
    ...overrides,
  };
}

function stub(body: Response | (() => Response)) {
  const api = fakeApi({ 'GET /learning-cockpit/5': () => (typeof body === 'function' ? body() : body) });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the learning cockpit', () => {
  it("shows the learner's progress per course as a chart with a summary, and as a table on request", async () => {
    stub(() => json(cockpitFixture()));
    const user = userEvent.setup();
    await renderScreen(<LearningCockpitPage uid={5} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'My learning' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Progress per course: Self-paced Tactics 75 %, Coaching Basics 0 %' })).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Progress per course' });
    await user.click(within(progress).getByRole('button', { name: 'Show as table' }));
    const table = within(progress).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Self-paced Tactics 75 %' })).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(progress).queryByRole('img')).not.toBeInTheDocument();
  });

  it('sums the activity per week in the chart label and lists each kind in the table', async () => {
    stub(() => json(cockpitFixture()));
    const user = userEvent.setup();
    await renderScreen(<LearningCockpitPage uid={5} />);

    expect(await screen.findByRole('img', { name: /^5 activities in the last 3 weeks; the busiest was the week of 23\.11\.26 with 3\.$/ })).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity over the last weeks' });
    await user.click(within(activity).getByRole('button', { name: 'Show as table' }));
    expect(within(activity).getByRole('row', { name: 'Week of 16.11.26 1 0 1' })).toBeInTheDocument();
    expect(within(activity).getByRole('row', { name: 'Week of 23.11.26 0 3 0' })).toBeInTheDocument();
  });

  it("names the learner for staff, and says so when nothing happened", async () => {
    stub(() => json(cockpitFixture({ own: false, activity: [week('2026-11-23')] })));
    await renderScreen(<LearningCockpitPage uid={5} />, { language: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lerncockpit von Sam Student' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Keine Aktivität in den letzten 1 Wochen.' })).toBeInTheDocument();
  });

  it('shows why the cockpit cannot be opened', async () => {
    stub(() => problem(403, 'FORBIDDEN'));
    await renderScreen(<LearningCockpitPage uid={5} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The learning cockpit could not be loaded.');
  });
});
