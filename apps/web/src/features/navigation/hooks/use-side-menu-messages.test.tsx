import type { Course } from '@campus/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseFixture, fakeApi, json } from '../../courses/testing/course-fixtures.ts';
import { SideMenu } from '../components/side-menu.tsx';
import { renderScreen } from '../../../test/render-screen.tsx';
import { getCommentModes, setCommentMode } from '../utils/side-menu-messages.ts';
import { useSideMenuMessages } from './use-side-menu-messages.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Menu({ course, certificatesOn = true }: { course: Course; certificatesOn?: boolean }) {
  const messages = useSideMenuMessages(course, certificatesOn);
  return <SideMenu items={[]} messages={messages} />;
}

describe('side menu messages', () => {
  it('shows a student the comment mode and a fulfilled, never downloaded certificate', async () => {
    setCommentMode('blog', true);
    const api = fakeApi({
      'GET /user/9/certificates?og_id=4': () => json({ uid: 9, og_id: 4, status: 'fulfilled', download_count: 0, success_message: 'You passed Self-paced Tactics!' }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const course = courseFixture({ course_features: { tandem_assignments: false, contacts: true, has_certificated: true } });
    await renderScreen(<Menu course={course} />);

    const messages = await screen.findByTestId('side-menu-messages');
    expect(messages).toHaveTextContent('You are commenting on blog posts.');
    await waitFor(() => expect(messages).toHaveTextContent('You passed Self-paced Tactics!'));
    expect(messages).toHaveTextContent('Certificate ready');
    // The message leads to the user's certificates screen.
    expect(within(messages).getByRole('link', { name: 'Open my certificates' })).toHaveAttribute('href', '/user/9/certificates');
  });

  it('leaves out a downloaded certificate and does not ask without certificates in the course', async () => {
    const api = fakeApi({
      'GET /user/9/certificates?og_id=4': () => json({ uid: 9, og_id: 4, status: 'fulfilled', download_count: 2, success_message: 'Done' }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderScreen(<Menu course={courseFixture({ course_features: { tandem_assignments: false, contacts: true, has_certificated: true } })} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    const none = fakeApi({});
    vi.stubGlobal('fetch', vi.fn(none.fetch));
    await renderScreen(<Menu course={courseFixture()} />);
    await screen.findAllByTestId('side-menu-content');
    expect(none.calls).toEqual([]);
  });

  it('neither asks for nor shows the certificate where the campus turned certificates off', async () => {
    const api = fakeApi({
      'GET /user/9/certificates?og_id=4': () => json({ uid: 9, og_id: 4, status: 'fulfilled', download_count: 0, success_message: 'Ready' }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderScreen(<Menu course={courseFixture({ course_features: { tandem_assignments: false, contacts: true, has_certificated: true } })} certificatesOn={false} />);
    await screen.findAllByTestId('side-menu-content');
    expect(api.calls).toEqual([]);
    expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument();
  });

  it('clears the comment mode for staff', async () => {
    setCommentMode('document', true);
    await renderScreen(<Menu course={courseFixture({ roles: [{ id: 4 }], permissions: { access_cockpit: 1 } })} />);
    await screen.findByTestId('side-menu-content');
    await waitFor(() => expect(getCommentModes()).toEqual([]));
    expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument();
  });

  it('shows a course’s own comment mode there only, and follows changes at once', async () => {
    await renderScreen(<Menu course={courseFixture()} />);
    await screen.findByTestId('side-menu-content');
    expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument();

    act(() => setCommentMode('document', true, 4));
    expect(await screen.findByTestId('side-menu-messages')).toHaveTextContent('You are commenting on documents.');
    act(() => setCommentMode('document', true, 5));
    act(() => setCommentMode('document', false, 4));
    await waitFor(() => expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument());
    expect(getCommentModes(5)).toEqual(['document']);
    window.localStorage.clear();
  });

  it('clears the course’s comment mode for staff', async () => {
    setCommentMode('blog', true, 4);
    await renderScreen(<Menu course={courseFixture({ roles: [{ id: 3 }], permissions: { administer_course: 1 } })} />);
    await screen.findByTestId('side-menu-content');
    await waitFor(() => expect(getCommentModes(4)).toEqual([]));
  });
});
