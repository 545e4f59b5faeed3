import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSelectedCourse, selectCourse } from '../../../lib/course-stack.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PreviousCourseButton } from './previous-course-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('PreviousCourseButton (spec §4 logout step 6)', () => {
  it('offers the most recent course of the stack and opens it', async () => {
    selectCourse(2);
    selectCourse(5);
    clearSelectedCourse();
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ og_id: 5, label: 'Rules of the Game' }), { status: url.endsWith('/og/5') ? 200 : 404, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const onOpen = vi.fn();
    await renderScreen(<PreviousCourseButton onOpen={onOpen} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Rules of the Game' }));
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  it('shows nothing without a previous course', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderScreen(<PreviousCourseButton onOpen={vi.fn()} />);
    expect(screen.queryByTestId('previous-course')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
