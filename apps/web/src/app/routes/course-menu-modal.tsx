// Route `course-menu-modal` (spec §2): the course chooser. When it was opened because the terms were
// rejected and no course is chosen, the user is signed out (spec §4 "Legal", §8).
import { appPath } from '@campus/shared';
import { useLocation } from 'react-router';
import { useAppLogout } from '../use-app-logout.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { CourseMenuModalScreen } from '../../features/courses/components/course-menu-modal-screen.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

export function CourseMenuModalRoute() {
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const { signOut } = useAppLogout({ rootPath: localized(appPath('start')), userPortalUrl: config.data?.global_header.userPortalUrl ?? null });
  return <CourseMenuModalScreen onAbandon={() => void signOut()} />;
}
