// Deleting a course from its edit dialog in the whole app: the dialog closes, the course leaves the
// selection and the previous-course stack, the campus dashboard opens with a success message and its list
// is asked again, and the deleted course (404 from now on) is never asked for (no error screen).
import type { Campus, CampusCoursePage } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi, json, problem } from '../features/auth/testing/fake-auth-api.ts';
import { courseConfigFixture } from '../features/course-editor/testing/course-editor-fixtures.ts';
import { courseFixture, courseGroups } from '../features/courses/testing/course-fixtures.ts';
import { getCourseStack, getSelectedCourse, selectCourse } from '../lib/course-stack.ts';
import { renderWithSession, startEachTestSignedIn } from './testing/render-with-session.tsx';

vi.setConfig({ testTimeout: 30_000 });

const campus: Campus = {
  id: 1,
  domainId: 1,
  name: 'Demo Campus',
  custom_colors: { primary_color: '#1c7ed6' },
  domain_roles: ['campus_manager'],
  campus_features: { courseTypes: { self_learning: true, compact_learning: true } },
};

const emptyPage: CampusCoursePage = { type: 'courses', offset: 0, limit: 30, total: 0, items: [], sections: [] };

function useServer() {
  let deleted = false;
  const course = courseFixture({ legal_accepted: true, roles: [{ id: 3 }], permissions: { administer_course: 1 } });
  const gone = () => problem(404, 'COURSE_NOT_FOUND');
  const api = createFakeAuthApi({
    validTokens: ['a1'],
    routes: {
      'GET /api/rest/og': () => json(courseGroups),
      'GET /api/rest/og/4': () => (deleted ? gone() : json(course)),
      'GET /api/rest/og/course-config/edit/4': () =>
        deleted ? gone() : json(courseConfigFixture('default', { ogId: 4, overrides: { title: { value: 'Self-paced Tactics' } } })),
      'GET /api/rest/terms/autocomplete': () => json([]),
      'DELETE /api/rest/og/4': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/rest/campus': () => json(campus),
      'GET /api/rest/campus/1/courses': () => json(emptyPage),
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

startEachTestSignedIn();

describe('deleting a course from its edit dialog', () => {
  it('closes the dialog, forgets the course and opens the campus dashboard with a message', async () => {
    const api = useServer();
    selectCourse(2);
    const user = userEvent.setup();
    const { router } = await renderWithSession('/course-4/app/dashboard?dialog=course-edit-form');

    await user.click(await screen.findByTestId('course-delete'));
    await user.click(await screen.findByTestId('course-delete-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/campus-dashboard'));
    expect(await screen.findByText('The course “Self-paced Tactics” was deleted.')).toBeInTheDocument();
    expect(await screen.findByTestId('campus-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('course-editor-dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/rest/og/4')).toHaveLength(1);
    expect(getSelectedCourse()).not.toBe(4);
    expect(getCourseStack()).not.toContain(4);
    expect(getCourseStack()).toContain(2);
    // The screen still shown while leaving never asked for the deleted course again.
    const afterDelete = api.calls.slice(api.calls.findIndex((call) => call.method === 'DELETE'));
    expect(afterDelete.filter((call) => call.path === '/api/rest/og/4' && call.method === 'GET')).toEqual([]);
    expect(router.state.location.pathname).not.toBe('/error');
  });
});
