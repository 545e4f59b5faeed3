import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { course, fakeApi, json, pathFixture, problem, stepFixture } from '../testing/fixtures.ts';
import { LearningPathPage } from './learning-path-page.tsx';

const GET = 'GET /og/6/learning-path';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = '/course-6/app/learning-path';

describe('the learning path for a learner', () => {
  it('shows sections, step statuses, links and the progress', async () => {
    stub({ [GET]: () => json(pathFixture()) });
    await renderScreen(<LearningPathPage course={course} />, { at });

    expect(await screen.findByRole('heading', { level: 1, name: 'Learning path' })).toBeInTheDocument();
    expect(screen.getByTestId('learning-path-percent')).toHaveTextContent('67 %');
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('2 of 3 steps done')).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'Start here' });
    expect(within(start).getAllByTestId('learning-path-step').map((row) => row.dataset.status)).toEqual(['done', 'done']);
    expect(screen.getByRole('link', { name: 'Unit 1: pressing' })).toHaveAttribute('href', '/course-6/app/assignment/7');
    expect(screen.getByRole('link', { name: 'Course guide.pdf' })).toHaveAttribute('href', '/course-6/app/course-documents');
    expect(screen.getByRole('link', { name: 'Laws of the Game' })).toHaveAttribute('href', '/course-6/app/content-details/external-content?id=30');
    // Done steps offer nothing more; no editor for learners.
    expect(screen.getAllByRole('button', { name: /as done/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit learning path' })).not.toBeInTheDocument();
  });

  it('marks a step done and tells the route', async () => {
    const finished = pathFixture({
      sections: [{ id: 2, title: 'Going further', steps: [stepFixture({ id: 3, kind: 'external_content', title: 'Laws of the Game', contentType: 'external_content', status: 'done' })] }],
      progress: { done: 3, total: 3, percent: 100 },
    });
    const api = stub({ [GET]: () => json(pathFixture()), 'POST /og/6/learning-path/steps/3/done': () => json(finished) });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<LearningPathPage course={course} onChanged={onChanged} />, { at });

    await user.click(await screen.findByRole('button', { name: 'Mark “Laws of the Game” as done' }));
    await waitFor(() => expect(screen.getByTestId('learning-path-percent')).toHaveTextContent('100 %'));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /as done/ })).not.toBeInTheDocument();
  });

  it('does not link or offer a locked step, and shows the server’s refusal', async () => {
    const locked = pathFixture({
      sections: [
        {
          id: 2,
          title: 'Going further',
          steps: [
            stepFixture({ id: 4, kind: 'content', title: 'Open one', contentType: 'blog' }),
            stepFixture({ id: 3, kind: 'external_content', title: 'Laws of the Game', contentType: 'external_content', status: 'locked', requiresPrevious: true }),
          ],
        },
      ],
    });
    stub({ [GET]: () => json(locked), 'POST /og/6/learning-path/steps/4/done': () => problem(409, 'LEARNING_PATH_STEP_LOCKED') });
    const user = userEvent.setup();
    await renderScreen(<LearningPathPage course={course} />, { at });
    expect(await screen.findByText('Laws of the Game')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Laws of the Game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark “Laws of the Game” as done' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark “Open one” as done' }));
    expect(await screen.findByText('Finish the previous step first.')).toBeInTheDocument();
  });

  it('says when the course has no path', async () => {
    stub({ [GET]: () => json(pathFixture({ exists: false, sections: [], progress: { done: 0, total: 0, percent: 0 } })) });
    await renderScreen(<LearningPathPage course={course} />, { at });
    expect(await screen.findByText('This course has no learning path yet.')).toBeInTheDocument();
  });
});

describe('the learning path editor', () => {
  it('adds a step, flags it, removes another and saves the whole path', async () => {
    const staffPath = pathFixture({ can_edit: true, candidates: [{ kind: 'video', refId: 9, title: 'Pressing clip' }] });
    const api = stub({ [GET]: () => json(staffPath), 'PUT /og/6/learning-path': () => json(staffPath) });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<LearningPathPage course={course} onChanged={onChanged} />, { at });

    await user.click(await screen.findByRole('button', { name: 'Edit learning path' }));
    const editor = await screen.findByTestId('learning-path-editor');
    const further = within(editor).getByRole('region', { name: 'Going further' });
    const add = within(further).getByRole('textbox', { name: 'Add a step' });
    await user.click(add);
    // Each section has its own picker: choose from the listbox of this one.
    await waitFor(() => expect(document.getElementById(add.getAttribute('aria-controls') ?? '')).not.toBeNull());
    const listbox = document.getElementById(add.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: 'Pressing clip', hidden: true }));
    const added = within(further).getAllByTestId('learning-path-editor-step');
    expect(added).toHaveLength(2);
    await user.click(within(added[1] as HTMLElement).getByRole('checkbox', { name: 'Requires the previous step' }));
    await user.click(within(editor).getByRole('button', { name: 'Remove “Course guide.pdf”' }));
    await user.click(within(editor).getByRole('button', { name: 'Move section “Going further” up' }));
    await user.click(within(editor).getByRole('button', { name: 'Save learning path' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sections: [
        {
          title: 'Going further',
          steps: [
            { kind: 'external_content', refId: 30, requiresPrevious: true },
            { kind: 'video', refId: 9, requiresPrevious: true },
          ],
        },
        { title: 'Start here', steps: [{ kind: 'assignment', refId: 7, requiresPrevious: false }] },
      ],
    });
    expect(screen.queryByTestId('learning-path-editor')).not.toBeInTheDocument();
  });

  it('needs a title for a new section before saving', async () => {
    stub({ [GET]: () => json(pathFixture({ can_edit: true })) });
    const user = userEvent.setup();
    await renderScreen(<LearningPathPage course={course} />, { at });
    await user.click(await screen.findByRole('button', { name: 'Edit learning path' }));
    const editor = await screen.findByTestId('learning-path-editor');
    await user.click(within(editor).getByRole('button', { name: 'Add section' }));
    expect(within(editor).getByRole('button', { name: 'Save learning path' })).toBeDisabled();
    const titles = within(editor).getAllByRole('textbox', { name: /Section title/ });
    await user.type(titles[2] as HTMLElement, 'Wrap-up');
    expect(within(editor).getByRole('button', { name: 'Save learning path' })).toBeEnabled();
  });
});
