import type { Campus, CampusCourse, CampusCoursePage } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, problem } from '../../courses/testing/course-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { campusSections } from '../utils/campus-sections.ts';
import { CampusDashboard } from './campus-dashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const campus: Campus = {
  id: 1,
  domainId: 1,
  name: 'Demo Campus',
  custom_colors: { primary_color: '#1c7ed6' },
  domain_roles: [],
  campus_features: { courseTypes: { self_learning: true, compact_learning: true } },
};

function course(id: number, sectionId: number): CampusCourse {
  return {
    og_id: id,
    label: `Course ${String(id).padStart(2, '0')}`,
    type: 'course',
    course_type: 'default',
    description: `<p>About <b>course ${id}</b></p>`,
    section_id: sectionId,
    startdate: null,
    enddate: null,
    roles: [],
  };
}

const all = Array.from({ length: 35 }, (_, index) => course(index + 1, index < 20 ? 1 : 2));
const sections = [
  { id: 1, name: 'Coaching Academy', collapsed: false },
  { id: 2, name: 'Youth Football', collapsed: true },
];

function page(offset: number, items: CampusCourse[], total = all.length): CampusCoursePage {
  const used = new Set(items.map((item) => item.section_id));
  return { type: 'courses', offset, limit: 30, total, items, sections: sections.filter((section) => used.has(section.id)) };
}

function stubCampus(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /campus': () => json(campus),
    'GET /campus/1/courses?offset=0&limit=30': () => json(page(0, all.slice(0, 30))),
    'GET /campus/1/courses?offset=30&limit=30': () => json(page(30, all.slice(30))),
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

describe('campus dashboard', () => {
  it('lists 30 courses a page in their site sections and loads more on request', async () => {
    const api = stubCampus();
    const user = userEvent.setup();
    await renderScreen(<CampusDashboard onOpenCourse={() => undefined} />);

    expect(await screen.findByRole('heading', { name: 'Courses on Demo Campus' })).toBeInTheDocument();
    const [academy, youth] = await screen.findAllByTestId('campus-section');
    expect(academy).toHaveAccessibleName('Coaching Academy');
    expect(within(academy!).getAllByTestId('campus-course')).toHaveLength(20);
    expect(within(academy!).getByText('Course 01')).toBeInTheDocument();
    expect(within(youth!).getByTestId('campus-section-toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('campus-loaded')).toHaveTextContent('30 of 35 shown');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByTestId('campus-loaded')).toHaveTextContent('35 of 35 shown'));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/campus', '/campus/1/courses?offset=0&limit=30', '/campus/1/courses?offset=30&limit=30']);
  });

  it('remembers a collapsed section on the server and restores it when that fails', async () => {
    let fail = false;
    const api = stubCampus({
      'POST /campus/1/courses/1/1': () => (fail ? problem(500, 'INTERNAL_ERROR') : json({ type: 'courses', id: 1, collapsed: true })),
      'POST /campus/1/courses/2/0': () => json({ type: 'courses', id: 2, collapsed: false }),
    });
    const user = userEvent.setup();
    await renderScreen(<CampusDashboard onOpenCourse={() => undefined} />);
    const [academyToggle, youthToggle] = await screen.findAllByTestId('campus-section-toggle');

    await user.click(academyToggle!);
    expect(academyToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(youthToggle!);
    expect(youthToggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/campus/1/courses/1/1', '/campus/1/courses/2/0']);

    fail = true;
    await user.click(academyToggle!); // opens again: POST …/1/0 is unknown to the fake → 404
    await waitFor(() => expect(academyToggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('filters by text and course type, and opens a course', async () => {
    const onOpenCourse = vi.fn();
    const api = stubCampus({
      'GET /campus/1/courses?offset=0&limit=30&filter=course+3': () => json(page(0, [all[2]!, ...all.slice(29, 35)], 7)),
      'GET /campus/1/courses?offset=0&limit=30&filter=course+3&course_type=blended': () => json(page(0, [], 0)),
    });
    const user = userEvent.setup();
    await renderScreen(<CampusDashboard onOpenCourse={onOpenCourse} />);
    await screen.findAllByTestId('campus-section');

    await user.type(screen.getByRole('searchbox', { name: 'Filter by title' }), 'course 3');
    await waitFor(() => expect(screen.getByTestId('campus-loaded')).toHaveTextContent('7 of 7 shown'));
    await user.click(screen.getByRole('button', { name: /Course 03/ }));
    expect(onOpenCourse).toHaveBeenCalledWith(3);

    await user.click(screen.getByRole('textbox', { name: 'Course type' }));
    // jsdom has no layout, so Mantine hides the detached dropdown; the options are still there.
    await user.click(await screen.findByRole('option', { name: 'Blended learning', hidden: true }));
    expect(await screen.findByTestId('campus-empty')).toHaveTextContent('No course matches the filter.');
    expect(api.calls.at(-1)?.path).toBe('/campus/1/courses?offset=0&limit=30&filter=course+3&course_type=blended');
  });
});

describe('campus sections', () => {
  it('keeps the server order and merges sections across pages', () => {
    const result = campusSections([page(0, all.slice(0, 30)), page(30, all.slice(30))]);
    expect(result.map((section) => [section.id, section.name, section.collapsed, section.items.length])).toEqual([
      [1, 'Coaching Academy', false, 20],
      [2, 'Youth Football', true, 15],
    ]);
  });
});
