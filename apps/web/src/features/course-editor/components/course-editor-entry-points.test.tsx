import type { Campus } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseConfigFixture, dayFromToday, fakeApi, json, secondsOf } from '../testing/course-editor-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { CourseEditFormHost } from './course-edit-form-host.tsx';
import { CreateCourseButton, creatableCourseTypes } from './create-course-button.tsx';


vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

type CampusAccess = Pick<Campus, 'domainId' | 'domain_roles' | 'campus_features'>;
const campus = (roles: Campus['domain_roles'], features = { self_learning: true, compact_learning: false }): CampusAccess => ({
  domainId: 1,
  domain_roles: roles,
  campus_features: { courseTypes: features },
});

describe('creatableCourseTypes', () => {
  it('lets campus managers and admins create the types the campus allows', () => {
    expect(creatableCourseTypes(campus(['campus_manager']))).toEqual(['default', 'blended', 'elearning', 'self_learning']);
    expect(creatableCourseTypes(campus(['admin'], { self_learning: false, compact_learning: true }))).toEqual([
      'default',
      'blended',
      'elearning',
      'compact_learning',
    ]);
  });

  it('gives nobody else a type', () => {
    expect(creatableCourseTypes(campus([]))).toEqual([]);
    expect(creatableCourseTypes(campus(['dialog_manager', 'quiz_manager']))).toEqual([]);
  });
});

describe('CreateCourseButton', () => {
  it('is not there for users who may not create courses', async () => {
    await renderScreen(<CreateCourseButton campus={campus(['quiz_manager'])} onCreated={vi.fn()} />);
    expect(screen.queryByTestId('create-course')).not.toBeInTheDocument();
  });

  it('offers the allowed types and opens the dialog for a new course of the chosen type', async () => {
    const api = fakeApi({ 'GET /og/course-config/load/blended': () => json(courseConfigFixture('blended')) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderScreen(<CreateCourseButton campus={campus(['campus_manager'])} onCreated={vi.fn()} />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByTestId('create-course'));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Course', 'Blended learning', 'E-learning', 'Self-learning']);
    await user.click(screen.getByRole('menuitem', { name: 'Blended learning' }));

    expect(await screen.findByTestId('course-step-general')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /og/course-config/load/blended?domain=1');
    await user.click(screen.getByTestId('course-cancel'));
    await waitFor(() => expect(screen.queryByTestId('course-step-general')).not.toBeInTheDocument());
  });
});

describe('CourseEditFormHost', () => {
  const editConfig = courseConfigFixture('default', {
    ogId: 9,
    overrides: {
      title: { value: 'Tactics' },
      description: { value: 'Zonal marking.' },
      start_date: { value: secondsOf(dayFromToday(1)) },
      end_date: { value: secondsOf(dayFromToday(9)) },
    },
  });

  it('opens the edit dialog for ?dialog=course-edit-form and removes the parameter on close', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /og/course-config/edit/9': () => json(editConfig) }).fetch));
    const { router } = await renderScreen(<CourseEditFormHost courseId={9} canEdit />, {
      at: '/course-9/app/dashboard?dialog=course-edit-form&tab=1',
    });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Tactics');
    expect(screen.getByText('Edit course')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByTestId('course-cancel'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(router.state.location.pathname).toBe('/course-9/app/dashboard');
    await waitFor(() => expect(screen.queryByTestId('course-step-general')).not.toBeInTheDocument());
  });

  it('ignores the parameter without the right to edit, and opens nothing without it', async () => {
    const fetch = vi.fn(fakeApi({}).fetch);
    vi.stubGlobal('fetch', fetch);
    const first = await renderScreen(<CourseEditFormHost courseId={9} canEdit={false} />, { at: '/course-9/app/dashboard?dialog=course-edit-form' });
    first.unmount();
    await renderScreen(<CourseEditFormHost courseId={9} canEdit />, { at: '/course-9/app/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('course-editor-dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
