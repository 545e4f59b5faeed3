// Conversations (issue 13): `app/conversations` and `conversations` (the caller's list), `conversation?id=`
// and `conversation?uid=` (one conversation, or the one-to-one with a person), and the same two beneath
// `course-{id}/app/` for one course. The signed-in user's uid comes from GET /user/me. Messages offer
// "Report" (issue 13): the course routes get the report form from course-layout, the top-level one here.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { ReportFormProvider } from '../../components/report-action.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { ConversationPage } from '../../features/conversations/components/conversation-page.tsx';
import { ConversationsPage } from '../../features/conversations/components/conversations-page.tsx';
import { OpenOneToOne } from '../../features/conversations/components/open-one-to-one.tsx';
import { LazyReportForm } from '../report-form.tsx';
import { useCourseOutlet } from './course-layout.tsx';
import { NotFoundScreen } from './not-found.tsx';

const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

function positiveParam(value: string | null): number | undefined {
  return value !== null && POSITIVE_INTEGER.test(value) ? Number(value) : undefined;
}

/** Waits for the signed-in user, then renders `render(uid)`. */
function WithMe({ render }: { render: (uid: number) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <PageError error={me.error} title={t('account.loadFailed')} />;
  return <>{render(me.data.uid)}</>;
}

function Conversation({ courseId }: { courseId?: number }) {
  const [params] = useSearchParams();
  const id = positiveParam(params.get('id'));
  const uid = positiveParam(params.get('uid'));
  const course = courseId === undefined ? {} : { courseId };
  if (id !== undefined) return <WithMe render={(myUid) => <ConversationPage key={id} conversationId={id} myUid={myUid} {...course} />} />;
  if (uid !== undefined) return <OpenOneToOne key={uid} uid={uid} {...course} />;
  return <NotFoundScreen />;
}

export function ConversationsRoute() {
  return <WithMe render={(myUid) => <ConversationsPage myUid={myUid} />} />;
}

export function ConversationRoute() {
  return (
    <ReportFormProvider value={LazyReportForm}>
      <Conversation />
    </ReportFormProvider>
  );
}

export function CourseConversationsRoute() {
  const course = useCourseOutlet();
  return <WithMe render={(myUid) => <ConversationsPage key={course.og_id} courseId={course.og_id} myUid={myUid} />} />;
}

export function CourseConversationRoute() {
  return <Conversation courseId={useCourseOutlet().og_id} />;
}
