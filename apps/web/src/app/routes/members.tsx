// Members and profiles (issue 13): `course-{id}/app/members` (the list; `?invite=1` and
// `?view=workgroups` open a staff dialog, where the legacy member pages lead), `course-{id}/app/member?id=`
// (a member in the course), `app/user/{id}` (the campus profile) and `app/member` (the own profile).
// "Send message" links the conversation screen only where screens.ts says it exists.
import { appPath } from '@campus/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { MemberProfilePage } from '../../features/members/components/member-profile-page.tsx';
import { MembersPage } from '../../features/members/components/members-page.tsx';
import { UserProfilePage } from '../../features/members/components/user-profile-page.tsx';
import { useExistingPath, useMessageHref } from '../screen-exists.ts';
import { useCourseOutlet } from './course-layout.tsx';
import { NotFoundScreen } from './not-found.tsx';

const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

function WithMe({ render }: { render: (uid: number) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <PageError error={me.error} title={t('account.loadFailed')} />;
  return <>{render(me.data.uid)}</>;
}

export function CourseMembersRoute() {
  const course = useCourseOutlet();
  const me = useMe();
  const [params] = useSearchParams();
  const initialDialog = params.get('invite') === '1' ? 'invite' : params.get('view') === 'workgroups' ? 'workgroups' : null;
  return <MembersPage key={course.og_id} course={course} currentUserId={me.data?.uid ?? null} initialDialog={initialDialog} />;
}

function CourseMember({ uid }: { uid: number }) {
  const course = useCourseOutlet();
  return <MemberProfilePage key={`${course.og_id}-${uid}`} course={course} uid={uid} messageHref={useMessageHref(uid)} />;
}

export function CourseMemberRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id === null || !POSITIVE_INTEGER.test(id)) return <NotFoundScreen />;
  return <CourseMember uid={Number(id)} />;
}

function UserProfile({ uid }: { uid: number }) {
  const existing = useExistingPath();
  return <UserProfilePage key={uid} uid={uid} messageHref={existing(`${appPath('conversation')}?uid=${uid}`)} settingsHref={existing(appPath('settings'))} />;
}

/** `app/user/{id}`: the router matched a numeric id. */
export function UserProfileRoute() {
  const { id } = useParams();
  if (id === undefined || !POSITIVE_INTEGER.test(id)) return <NotFoundScreen />;
  return <UserProfile uid={Number(id)} />;
}

/** `app/member`: the signed-in user's own profile. */
export function OwnProfileRoute() {
  return <WithMe render={(uid) => <UserProfile uid={uid} />} />;
}
