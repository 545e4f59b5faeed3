// `app/learning-cockpit` (the signed-in user's own) and `app/learning-cockpit/{uid}` (staff open a
// learner's), issue 14: the learning cockpit feature with the learner's uid.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { LearningCockpitPage } from '../../features/learning-cockpit/components/learning-cockpit-page.tsx';

export function LearningCockpitRoute() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const me = useMe();
  // The route's loader accepted the parameter as a positive integer.
  if (uid !== undefined) return <LearningCockpitPage key={uid} uid={Number(uid)} />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <PageError error={me.error} title={t('account.loadFailed')} />;
  return <LearningCockpitPage key={me.data.uid} uid={me.data.uid} />;
}
