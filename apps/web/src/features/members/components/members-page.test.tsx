import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberContextProvider, MemberName } from '../../../components/member-name.tsx';
import { renderScreen } from '../../../test/render-screen.tsx';
import { course, fakeApi, json, memberFixture, membersFixture, problem, profileFixture } from '../testing/fixtures.ts';
import { MemberContextActions } from './member-context-actions.tsx';
import { MembersPage } from './members-page.tsx';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes, { decodeQuery: true });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = '/course-3/app/members';
const LIST = 'GET /members';

describe('the members screen', () => {
  it('lists members with role badges and groups, links their profiles, and offers no staff actions to learners', async () => {
    stub({ [LIST]: () => json(membersFixture()) });
    await renderScreen(<MembersPage course={course} currentUserId={5} />, { at });

    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Instructor')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Team Blue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', '/course-3/app/member?id=5');
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('searches and filters through the query, back on the first page', async () => {
    const api = stub({ [LIST]: () => json(membersFixture()) });
    const user = userEvent.setup();
    await renderScreen(<MembersPage course={course} currentUserId={5} />, { at });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'sam');
    await waitFor(() => expect(api.calls.some((call) => call.path.includes('search=sam'))).toBe(true));
    expect(api.calls.at(-1)?.path).toContain('page=0');
  });

  it('lets staff invite; a refused address stays in the field with the reason', async () => {
    const api = stub({
      [LIST]: () => json(membersFixture({ canManage: true })),
      'POST /members/invite': (_init, call) =>
        (call.body as { email: string }).email === 'nobody@example.org' ? problem(404, 'MEMBER_INVITE_USER_NOT_FOUND') : json(memberFixture({ uid: 6, name: 'Gia Guest' }), 201),
    });
    const user = userEvent.setup();
    await renderScreen(<MembersPage course={course} currentUserId={4} />, { at });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'nobody@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the course' }));
    expect(await within(dialog).findByText('No account of this campus has this e-mail address.')).toBeInTheDocument();
    expect(email).toHaveValue('nobody@example.org');

    await user.clear(email);
    await user.type(email, 'guest@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the course' }));
    expect(await screen.findByText('Gia Guest is now a member of the course.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ og: 3, email: 'guest@example.org', role: 5 });
  });

  it('offers staff role change, groups and removal for others but not for themselves', async () => {
    stub({ [LIST]: () => json(membersFixture({ canManage: true })) });
    await renderScreen(<MembersPage course={course} currentUserId={4} />, { at });
    expect(await screen.findByRole('button', { name: 'Remove Sam Student from the course' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the role of Sam Student' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ian Instructor from the course' })).not.toBeInTheDocument();
  });
});

describe('the member context modal', () => {
  const Actions = (props: Parameters<typeof MemberContextActions>[0]) => <MemberContextActions {...props} />;

  it('is plain text without a provider', async () => {
    await renderScreen(<MemberName uid={5} name="Sam Student" courseId={3} />);
    expect(await screen.findByText('Sam Student')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sam Student' })).not.toBeInTheDocument();
  });

  it('opens from the name: profile link, message link when given, role change for staff', async () => {
    const api = stub({
      'GET /members/5?og=3': () => json(profileFixture({ canManage: true })),
      'PUT /members/5?og=3': () => json(memberFixture({ uid: 5, name: 'Sam Student', roles: [{ id: 7 }] })),
    });
    const user = userEvent.setup();
    const withMessage = ({ target, onClose }: { target: { uid: number; name: string; courseId: number }; onClose: () => void }) => (
      <Actions target={target} onClose={onClose} messageHref={`/conversation?uid=${target.uid}`} />
    );
    await renderScreen(
      <MemberContextProvider value={withMessage}>
        <MemberName uid={5} name="Sam Student" courseId={3} />
      </MemberContextProvider>,
      {},
    );
    await user.click(await screen.findByRole('button', { name: 'Sam Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Student' });
    expect(await within(dialog).findByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/course-3/app/member?id=5');
    expect(within(dialog).getByRole('link', { name: 'Send message' })).toHaveAttribute('href', '/conversation?uid=5');
    await user.click(within(dialog).getByRole('textbox', { name: 'Course role' }));
    await user.click(await screen.findByRole('option', { name: 'Mentor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 7 });
  });

  it('shows no message link without the conversation screen and no role change for learners', async () => {
    stub({ 'GET /members/5?og=3': () => json(profileFixture()) });
    const user = userEvent.setup();
    const plain = ({ target, onClose }: { target: { uid: number; name: string; courseId: number }; onClose: () => void }) => (
      <Actions target={target} onClose={onClose} messageHref={null} />
    );
    await renderScreen(
      <MemberContextProvider value={plain}>
        <MemberName uid={5} name="Sam Student" courseId={3} />
      </MemberContextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Sam Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Student' });
    expect(await within(dialog).findByRole('link', { name: 'View profile' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Send message' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Course role' })).not.toBeInTheDocument();
  });
});
