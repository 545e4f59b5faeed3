// Dialogs (issue 13): the course screen `dialogs` (`?id=` opens one topic) and the top-level
// `app/adhoc-dialogs` (`?id=` opens one ad-hoc dialog). Lists and topics share this chunk.
import { appPath, coursePath } from '@campus/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { DialogPage } from '../../features/dialogs/components/dialog-page.tsx';
import { DialogsPage } from '../../features/dialogs/components/dialogs-page.tsx';
import type { DialogScope } from '../../features/dialogs/api/query-keys.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useCourseOutlet } from './course-layout.tsx';

const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

function Dialogs({ scope, listPath }: { scope: DialogScope; listPath: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const raw = search.get('id');
  const dialogId = raw !== null && POSITIVE_INTEGER.test(raw) ? Number(raw) : undefined;
  const dialogHref = (id: number) => localized(`${listPath}?id=${id}`);
  const list = localized(listPath);
  if (dialogId !== undefined) {
    // Key: another dialog is another page (its own drafts and edit dialog).
    return <DialogPage key={dialogId} dialogId={dialogId} backHref={list} onDeleted={() => void navigate(list, { replace: true })} />;
  }
  return <DialogsPage scope={scope} dialogHref={dialogHref} onCreated={(dialog) => void navigate(dialogHref(dialog.id))} />;
}

export function CourseDialogsRoute() {
  const course = useCourseOutlet();
  return <Dialogs key={course.og_id} scope={{ kind: 'course', courseId: course.og_id }} listPath={coursePath(course.og_id, 'dialogs')} />;
}

export function AdhocDialogsRoute() {
  return <Dialogs scope={{ kind: 'adhoc' }} listPath={appPath('adhoc-dialogs')} />;
}
