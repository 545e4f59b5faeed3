import type { CourseConfig, CourseType } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  courseConfigFixture,
  dayFromToday,
  fakeApi,
  json,
  problem,
  secondsOf,
  type Handler,
} from '../testing/course-editor-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import type { CourseEditorTarget } from '../utils/course-editor-target.ts';
import { CourseEditorDialog } from './course-editor-dialog.tsx';


// Typing through whole forms in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved = (overrides: Record<string, unknown> = {}) => ({
  og_id: 42,
  domain_id: 1,
  label: 'Goalkeeping',
  course_type: 'blended',
  dashboard_enabled: true,
  ...overrides,
});

async function openDialog(target: CourseEditorTarget, config: CourseConfig, routes: Record<string, Handler> = {}) {
  const configPath = target.mode === 'create' ? `GET /og/course-config/load/${target.courseType}` : `GET /og/course-config/edit/${target.courseId}`;
  const api = fakeApi({ [configPath]: () => json(config), 'GET /terms/autocomplete': () => json([]), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = await renderScreen(<CourseEditorDialog target={target} onClose={onClose} onSaved={onSaved} />);
  await screen.findByTestId('course-step-general');
  return { ...view, api, onClose, onSaved, user: userEvent.setup({ delay: null }) };
}

const openCreate = (type: CourseType, routes: Record<string, Handler> = {}, config = courseConfigFixture(type)) =>
  openDialog({ mode: 'create', courseType: type, domainId: 1 }, config, routes);

const stepButtons = () => [...screen.getByTestId('course-stepper').querySelectorAll<HTMLButtonElement>('.mantine-Stepper-step')];
const stepLabels = () => stepButtons().map((step) => step.querySelector('.mantine-Stepper-stepLabel')?.textContent ?? '');
const stepButton = (name: string) => stepButtons().find((step) => step.querySelector('.mantine-Stepper-stepLabel')?.textContent === name)!;

async function pickDate(user: UserEvent, label: RegExp, date: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  // The open picker is the one the input controls (a closed one may still be fading out).
  const dropdown = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('date picker not open');
    return element;
  });
  const name = dayjs(date).format('D MMMM YYYY');
  for (let i = 0; i < 24 && !within(dropdown).queryByRole('button', { name }); i += 1) {
    await user.click(within(dropdown).getByRole('button', { name: 'Next month' }));
  }
  await user.click(within(dropdown).getByRole('button', { name }));
}

async function fillGeneral(user: UserEvent, { title = 'Goalkeeping', start = dayFromToday(0), end = dayFromToday(0) } = {}) {
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), title);
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Saves and distribution.');
  await pickDate(user, /^Start date/, start);
  await pickDate(user, /^End date/, end);
}

const saveButton = () => screen.getByTestId('course-save');

describe('course dialog: steps', () => {
  it('shows the steps of each course type', async () => {
    await openCreate('blended');
    expect(stepLabels()).toEqual(['General', 'Visibility and collaboration', 'Course info']);
    expect(screen.getByText('New course: Blended learning')).toBeInTheDocument();
    expect(screen.getByTestId('course-type-description')).toHaveTextContent(/Blended learning: online work/);
  });

  it('asks course info second for self-learning', async () => {
    await openCreate('self_learning');
    expect(stepLabels()).toEqual(['General', 'Course info', 'Visibility and collaboration']);
  });

  it('has external content with the Learning Packages and LTI tabs for compact learning, both not built yet', async () => {
    const { user } = await openCreate('compact_learning');
    expect(stepLabels()).toEqual(['General', 'External content']);
    await fillGeneral(user);
    await user.click(screen.getByTestId('course-next'));
    const step = await screen.findByTestId('course-step-external-content');
    expect(within(step).getByRole('tab', { name: 'Learning Packages' })).toHaveAttribute('aria-selected', 'true');
    expect(within(step).getByRole('tabpanel')).toHaveTextContent('This function will be available soon!');
    await user.click(within(step).getByRole('tab', { name: 'LTI' }));
    expect(within(step).getByRole('tabpanel', { name: 'LTI' })).toHaveTextContent('This function will be available soon!');
  });

  it('is linear for a new course: next validates the step; next and back scroll to the top', async () => {
    const { user } = await openCreate('blended');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await user.click(screen.getByTestId('course-next'));
    expect(screen.getByTestId('course-step-general')).toBeInTheDocument();
    expect(screen.getByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description.')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose a date.')).toHaveLength(2);

    // Later steps cannot be opened from the header while creating.
    await user.click(stepButton('Course info'));
    expect(screen.getByTestId('course-step-general')).toBeInTheDocument();

    await fillGeneral(user);
    scroll.mockClear();
    await user.click(screen.getByTestId('course-next'));
    expect(await screen.findByTestId('course-step-visibility')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledTimes(1);

    await user.click(screen.getByTestId('course-back'));
    expect(await screen.findByTestId('course-step-general')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Goalkeeping');
  });
});

describe('course dialog: field rules', () => {
  it('enables the subcategory only with a category, set by Enter, and resets it when the category is cleared', async () => {
    const { user } = await openCreate('blended');
    const subcategory = screen.getByRole('textbox', { name: 'Subcategory' });
    expect(subcategory).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Football{Enter}');
    expect(subcategory).toBeEnabled();
    await user.type(subcategory, 'Youth');
    // Leaving the field sets the typed text.
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    expect(screen.getByTestId('course-subcategory').closest('.mantine-InputWrapper-root')).toHaveTextContent('Youth');

    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Subcategory' })).toBeDisabled();
    expect(screen.queryByText('Youth')).not.toBeInTheDocument();
    expect(screen.queryByText('Football')).not.toBeInTheDocument();
  });

  it('searches the taxonomy 500 ms after typing stops and never for empty text', async () => {
    const searches: { search: string; at: number }[] = [];
    let lastKey = 0;
    const { user } = await openCreate('blended', {
      'GET /terms/autocomplete': (call) => {
        const search = new URL(call.path, 'http://x').searchParams.get('search') ?? '';
        searches.push({ search, at: Date.now() });
        return json([{ name: 'Football', tid: 5, vid: 23, parent_tid: null }]);
      },
    });
    const category = screen.getByRole('textbox', { name: 'Category' });
    await user.type(category, 'Foo');
    lastKey = Date.now();
    const option = await screen.findByRole('option', { name: 'Football' }, { timeout: 2000 });
    // Portalled dropdowns lie above the dialog (z-index 10000).
    expect(option.closest('.mantine-Popover-dropdown')).toHaveStyle({ zIndex: '10001' });
    expect(searches.map((s) => s.search)).toEqual(['Foo']);
    expect(searches[0]!.at - lastKey).toBeGreaterThanOrEqual(450);

    await user.clear(category);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches.map((s) => s.search)).toEqual(['Foo']);
  });

  it('spot type only_campus resets and disables the quotas; the spot info counts places per 30 days', async () => {
    const { user } = await openCreate('blended');
    await user.click(screen.getByRole('radio', { name: 'Campus and course quotas' }));
    expect(screen.getByTestId('spot-info')).toHaveTextContent('The places cannot be calculated');

    await user.type(screen.getByRole('textbox', { name: /Campus quota/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Course quota/ }), '2');
    await pickDate(user, /^Start date/, dayFromToday(0));
    await pickDate(user, /^End date/, dayFromToday(30));
    // 31 days: two blocks of 30 days.
    expect(screen.getByTestId('spot-info')).toHaveTextContent('Course period: 31 day(s)');
    expect(screen.getByTestId('spot-info')).toHaveTextContent('Campus places over the course period: 10');
    expect(screen.getByTestId('spot-info')).toHaveTextContent('Course places over the course period: 4');

    await user.click(screen.getByRole('radio', { name: 'Campus members only' }));
    expect(screen.getByRole('textbox', { name: /Campus quota/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Campus quota/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Course quota/ })).toHaveValue('');
    expect(screen.queryByTestId('spot-info')).not.toBeInTheDocument();
  });

  it('shows no quotas for a course type other than blended', async () => {
    await openCreate('default');
    expect(screen.queryByRole('textbox', { name: /Campus quota/ })).not.toBeInTheDocument();
  });

  it('target groups show up to three labels and count the rest', async () => {
    const { user } = await openCreate('blended');
    const input = screen.getByRole('textbox', { name: 'Target groups' });
    await user.click(input);
    for (const name of ['Coaches', 'Referees', 'Youth players', 'Parents', 'Physiotherapists']) {
      await user.click(screen.getByRole('option', { name }));
    }
    const field = screen.getByTestId('course-target-groups');
    expect(within(field).getAllByText(/^(Coaches|Referees|Youth players|Parents|Physiotherapists)$/)).toHaveLength(3);
    expect(within(field).getByTestId('target-groups-more')).toHaveTextContent('+2 more');
  });

  it('workgroups on enable size and type with course_context; off clears and disables them', async () => {
    const { user } = await openDialog(
      { mode: 'edit', courseId: 9 },
      courseConfigFixture('blended', {
        ogId: 9,
        overrides: {
          title: { value: 'Goalkeeping' },
          description: { value: 'Saves.' },
          start_date: { value: secondsOf(dayFromToday(2)) },
          end_date: { value: secondsOf(dayFromToday(20)) },
        },
      }),
    );
    // Editing a valid course: the steps are free to choose.
    await user.click(stepButton('Visibility and collaboration'));
    await screen.findByTestId('course-step-visibility');

    const size = screen.getByRole('textbox', { name: 'Workgroup size' });
    expect(size).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'For the whole course' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Work in workgroups' }));
    expect(size).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'For the whole course' })).toBeChecked();
    await user.type(size, '4');

    await user.click(screen.getByRole('switch', { name: 'Work in workgroups' }));
    expect(size).toBeDisabled();
    expect(size).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'For the whole course' })).not.toBeChecked();
  });

  it('predefined video topics on enable the list and member flag; Enter adds a topic once; off resets them', async () => {
    const { user } = await openDialog(
      { mode: 'edit', courseId: 9 },
      courseConfigFixture('default', {
        ogId: 9,
        overrides: {
          title: { value: 'Tactics' },
          description: { value: 'Zonal marking.' },
          start_date: { value: secondsOf(dayFromToday(2)) },
          end_date: { value: secondsOf(dayFromToday(20)) },
        },
      }),
    );
    await user.click(stepButton('Visibility and collaboration'));
    await screen.findByTestId('course-step-visibility');
    const topics = screen.getByRole('textbox', { name: 'Video topics' });
    expect(topics).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Members may add video topics' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Predefined video topics' }));
    expect(topics).toBeEnabled();
    await user.type(topics, 'Pressing{Enter}');
    await user.type(topics, ' Pressing {Enter}');
    await user.type(topics, 'Counter, attack{Enter}');
    const field = screen.getByTestId('course-video-topics').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getAllByText('Pressing')).toHaveLength(1);
    expect(within(field).getByText('Counter, attack')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Members may add video topics' }));

    await user.click(screen.getByRole('switch', { name: 'Predefined video topics' }));
    expect(within(field).queryByText('Pressing')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Members may add video topics' })).not.toBeChecked();
    expect(topics).toBeDisabled();
  });

  it('locks a start date that has passed on an existing course', async () => {
    await openDialog(
      { mode: 'edit', courseId: 9 },
      courseConfigFixture('default', {
        ogId: 9,
        overrides: {
          title: { value: 'Tactics' },
          description: { value: 'Zonal marking.' },
          start_date: { value: secondsOf(dayFromToday(-10)), editable: false },
          end_date: { value: secondsOf(dayFromToday(20)) },
        },
      }),
    );
    expect(screen.getByLabelText(/^Start date/)).toBeDisabled();
    expect(screen.getByText('The course has started; its start date cannot be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^End date/)).toBeEnabled();
    expect(screen.getByLabelText(/^Start date/)).toHaveTextContent(dayjs(dayFromToday(-10)).format('DD.MM.YY'));
  });

  it('shows dates as dd.mm.yy in calendars that start on Monday, in the user language', async () => {
    const config = courseConfigFixture('default', {
      ogId: 9,
      overrides: { start_date: { value: secondsOf('2031-03-04') }, end_date: { value: secondsOf('2031-03-31') } },
    });
    const api = fakeApi({ 'GET /og/course-config/edit/9': () => json(config) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderScreen(<CourseEditorDialog target={{ mode: 'edit', courseId: 9 }} onClose={vi.fn()} onSaved={vi.fn()} />, { language: 'de' });
    const end = await screen.findByLabelText(/^Enddatum/);
    expect(end).toHaveTextContent('31.03.31');
    await userEvent.setup({ delay: null }).click(end);
    const dropdown = await waitFor(() => {
      const element = document.getElementById(end.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('date picker not open');
      return element;
    });
    const weekdays = [...dropdown.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(within(dropdown).getByRole('button', { name: '31 März 2031' })).toBeInTheDocument();
  });
});

describe('course dialog: saving', () => {
  it('enables Save only while general and visibility are valid, then creates the course with unix-second dates', async () => {
    const { user, api, onSaved, onClose } = await openCreate('blended', {
      'POST /og': () => json(saved(), 201),
      'POST /terms': () => json({ name: 'Football', tid: 5, vid: 23, parent_tid: null }, 201),
    });
    expect(saveButton()).toBeDisabled();
    await fillGeneral(user, { start: dayFromToday(1), end: dayFromToday(40) });
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Football{Enter}');
    expect(saveButton()).toBeEnabled();

    await user.click(screen.getByTestId('course-next'));
    await user.click(screen.getByRole('switch', { name: 'Work in workgroups' }));
    await user.type(screen.getByRole('textbox', { name: 'Workgroup size' }), 'four');
    expect(saveButton()).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Workgroup size' }));
    await user.type(screen.getByRole('textbox', { name: 'Workgroup size' }), '4');
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ courseId: 42, created: true, courseType: 'blended', dashboardEnabled: true }));
    expect(onClose).toHaveBeenCalled();
    const post = api.calls.find((call) => call.method === 'POST' && call.path.startsWith('/og'));
    expect(post?.path).toBe('/og?domain=1');
    expect(post?.body).toMatchObject({
      course_type: 'blended',
      title: 'Goalkeeping',
      description: 'Saves and distribution.',
      category: 'Football',
      subcategory: null,
      startdate: secondsOf(dayFromToday(1)),
      enddate: secondsOf(dayFromToday(40)),
      workgroupsEnabled: true,
      workgroupSize: 4,
      workgroupType: 'course_context',
    });
    expect(api.calls.filter((call) => call.path === '/terms').map((call) => call.body)).toEqual([{ vid: 23, name: 'Football', domain: 1 }]);
  });

  it('puts the field errors of a refused save on their fields, opens their step and keeps what was typed', async () => {
    const { user, onClose, onSaved } = await openCreate('blended', {
      'POST /og': () =>
        problem(400, 'VALIDATION_FAILED', [
          { path: 'title', message: 'courseForm.errors.titleTooLong' },
          { path: 'course_target_group.0', message: 'courseForm.errors.unknownTargetGroup' },
          { path: 'course_type', message: 'courseForm.errors.courseTypeNotAllowed' },
        ]),
    });
    await fillGeneral(user);
    await user.click(screen.getByTestId('course-next'));
    await screen.findByTestId('course-step-visibility');
    await user.click(saveButton());

    expect(await screen.findByText('The title may have at most 500 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('course-step-general')).toBeInTheDocument();
    expect(screen.getByText('This target group is not offered on this campus.')).toBeInTheDocument();
    expect(screen.getByTestId('course-form-errors')).toHaveTextContent('Courses of this type cannot be created on this campus.');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Goalkeeping');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('logs any other failure, says so and closes the dialog', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose, onSaved } = await openCreate('default', { 'POST /og': () => problem(409, 'CONFLICT') });
    await fillGeneral(user);
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(log).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByText('The course could not be saved.')).toBeInTheDocument();
  });

  it('updates an existing course with PUT', async () => {
    const { user, api, onSaved } = await openDialog(
      { mode: 'edit', courseId: 9 },
      courseConfigFixture('default', {
        ogId: 9,
        overrides: {
          title: { value: 'Tactics' },
          description: { value: 'Zonal marking.' },
          start_date: { value: secondsOf(dayFromToday(-10)), editable: false },
          end_date: { value: secondsOf(dayFromToday(20)) },
          dashboard_info: { value: '<p>Welcome to <strong>tactics</strong>.</p>' },
        },
      }),
      { 'PUT /og/9': () => json(saved({ og_id: 9, course_type: 'default', label: 'Tactics 2' })) },
    );
    expect(screen.getByText('Edit course')).toBeInTheDocument();
    // The dashboard info is edited as rich text.
    await user.click(stepButton('Course info'));
    const info = await screen.findByTestId('course-step-course-info');
    expect(await within(info).findByText('tactics', { selector: 'strong' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(stepButton('General'));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' 2');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ courseId: 9, created: false, courseType: 'default', dashboardEnabled: true }));
    const put = api.calls.find((call) => call.method === 'PUT');
    // The past start date is sent as it was: a locked start date stays.
    expect(put?.body).toMatchObject({
      title: 'Tactics 2',
      startdate: secondsOf(dayFromToday(-10)),
      dashboardInfo: '<p>Welcome to <strong>tactics</strong>.</p>',
    });
  });
});

describe('course dialog: closing', () => {
  it('closes an unchanged form at once', async () => {
    const { user, onClose } = await openCreate('default');
    await user.click(screen.getByTestId('course-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding changes', async () => {
    const { user, onClose } = await openCreate('default');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Draft');
    await user.click(screen.getByTestId('course-cancel'));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Draft');

    await user.click(screen.getByRole('button', { name: 'Close the course dialog' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
