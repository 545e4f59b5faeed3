// The signed-in frame: the shared shell layout with the user menu, the impersonation banner, the global
// header when the configuration asks for it, the campus theme overrides, and the side menu of the course
// in context (the URL's course, else the selected one; none on the campus dashboard).
import { appPath, isStaffRole, parseAppPath } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { AppShellLayout } from '../../components/layout/app-shell-layout.tsx';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { leavePage } from '../../features/auth/utils/leave-page.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { courseQueryOptions } from '../../features/courses/api/get-course.ts';
import { CourseSwitcher } from '../../features/courses/components/course-switcher.tsx';
import { useSelectedCourseId } from '../../features/courses/store/selected-course.ts';
import { GlobalHeader } from '../../features/navigation/components/global-header.tsx';
import { SideMenu } from '../../features/navigation/components/side-menu.tsx';
import { useSideMenuMessages } from '../../features/navigation/hooks/use-side-menu-messages.ts';
import { visibleMenuItems } from '../../features/navigation/utils/menu-items.ts';
import { themeCssVariables } from '../../features/navigation/utils/theme-overrides.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { screenExists } from '../screens.ts';

/** The course whose menu the shell shows; the course route itself reports a failure, not the menu. */
function useMenuCourse(pathname: string) {
  const selectedCourseId = useSelectedCourseId();
  const { courseId, route } = parseAppPath(pathname);
  const menuCourseId = route === 'campus-dashboard' ? null : (courseId ?? selectedCourseId);
  return useQuery({ ...courseQueryOptions(menuCourseId ?? 0, false), enabled: menuCourseId !== null });
}

export function ShellRoute() {
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const rootPath = localized(appPath('start'));
  const { signOut, signingOut } = useLogout({ rootPath, userPortalUrl: config.data?.global_header.userPortalUrl ?? null });
  const course = useMenuCourse(pathname).data;
  const messages = useSideMenuMessages(course);

  const settings = config.data;
  const cssVariables = settings?.color_overrides && settings.font_overrides ? themeCssVariables(settings) : undefined;
  // Only screens that exist are linked (issue 16); pages of the older site need a legacy frame.
  const legacyFrame = Boolean(settings?.legacy_base_url);
  const exists = (path: string) => screenExists(path, { legacyFrame });
  const items = course ? visibleMenuItems(course.menu_items, course.type, pathname + search, exists) : [];
  const showGlobalHeader = settings?.show_global_header === true;
  const logo = settings?.global_header.externalLogoImage;

  return (
    <AppShellLayout
      cssVariables={cssVariables}
      globalHeader={
        showGlobalHeader && settings ? (
          <GlobalHeader
            config={settings}
            courseId={course?.og_id}
            studentModeAvailable={course?.roles.some((role) => isStaffRole(role.id)) ?? false}
            screenExists={exists}
            onLogout={() => void signOut()}
          />
        ) : undefined
      }
      navbar={(closeMenu) => (
        <SideMenu
          items={items}
          messages={messages}
          // The global header shows the campus logo itself.
          externalLogo={logo && !showGlobalHeader ? { image: logo, url: settings?.global_header.externalLogoUrl ?? null } : null}
          campusUrl={settings?.campus_url}
          onNavigate={closeMenu}
          header={<CourseSwitcher label={course?.label} context={course?.campus} onNavigate={closeMenu} />}
        />
      )}
      headerActions={
        <AccountMenu
          onSignOut={() => void signOut()}
          signingOut={signingOut}
          {...(exists(appPath('settings')) ? { settingsTo: localized(appPath('settings')) } : {})}
          {...(exists(appPath('learning-cockpit')) ? { learningTo: localized(appPath('learning-cockpit')) } : {})}
        />
      }
      // The admin's own session is back: a full reload starts the app afresh as the admin.
      banner={<ImpersonationBanner onEnded={() => leavePage(rootPath)} />}
    />
  );
}
