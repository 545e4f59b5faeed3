// The signed-in frame: the shared shell layout with the user menu, the impersonation banner, the global
// header when the configuration asks for it, the campus theme overrides, and the side menu of the course
// in context (the URL's course, else the selected one; none on the campus dashboard).
import { appPath, isStaffRole, parseAppPath } from '@campus/shared';
import { certificateListPath } from '@campus/shared/rules/certificates';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppShellLayout } from '../../components/layout/app-shell-layout.tsx';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner.tsx';
import { useAppLogout } from '../use-app-logout.ts';
import { leavePage } from '../../features/auth/utils/leave-page.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { useUnreadCounts } from '../../features/conversations/api/get-unread.ts';
import { useConversationsRealtime } from '../../features/conversations/hooks/use-conversations-realtime.ts';
import { useCampus } from '../../features/campus/api/get-campus.ts';
import { courseQueryOptions } from '../../features/courses/api/get-course.ts';
import { CourseSwitcher } from '../../features/courses/components/course-switcher.tsx';
import { useSelectedCourseId } from '../../features/courses/store/selected-course.ts';
import { useFeedbackPrompt } from '../../features/feedback/hooks/use-feedback-prompt.ts';
import { GlobalHeader, type LinkBadge } from '../../features/navigation/components/global-header.tsx';
import { SideMenu, type MenuBadge } from '../../features/navigation/components/side-menu.tsx';
import { useSideMenuMessages } from '../../features/navigation/hooks/use-side-menu-messages.ts';
import { visibleMenuItems } from '../../features/navigation/utils/menu-items.ts';
import { themeCssVariables } from '../../features/navigation/utils/theme-overrides.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useNotificationsRealtime } from '../../features/notifications/hooks/use-notifications-realtime.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import type { RealtimeHub } from '../../lib/realtime/realtime-hub.ts';
import { RealtimeContext, useRealtimeHub } from '../../lib/realtime/use-realtime.ts';
import { useCampusPrimaryColor } from '../campus-primary-color.ts';
import { ScreenExistsContext } from '../screen-exists.ts';
import { screenExists } from '../screens.ts';

// The feedback modal loads when it opens (the prompt or the menu action), not with the shell.
const FeedbackModal = lazy(async () => ({ default: (await import('../../features/feedback/components/feedback-modal.tsx')).FeedbackModal }));

/** The course whose menu the shell shows; the course route itself reports a failure, not the menu. */
function useMenuCourse(pathname: string) {
  const selectedCourseId = useSelectedCourseId();
  const { courseId, route } = parseAppPath(pathname);
  const menuCourseId = route === 'campus-dashboard' ? null : (courseId ?? selectedCourseId);
  return useQuery({ ...courseQueryOptions(menuCourseId ?? 0, false), enabled: menuCourseId !== null });
}

/**
 * The tab's real-time connection and the unread conversations as badges: the header's Messages and
 * Conversations links count all of them, the course menu's Conversations entry those of its course.
 */
function useUnreadBadges(courseId: number | undefined, realtime: RealtimeHub) {
  const { t } = useTranslation();
  useConversationsRealtime(realtime);
  const unread = useUnreadCounts().data;
  const badge = (count: number) => (count > 0 ? { count, label: t('conversations.unreadBadge', { count }) } : undefined);
  const total = badge(unread?.total ?? 0);
  const course = courseId === undefined ? undefined : badge(unread?.byCourse[String(courseId)] ?? 0);
  const header: Partial<Record<'messages' | 'conversations', LinkBadge>> = total === undefined ? {} : { messages: total, conversations: total };
  const menu: Record<string, MenuBadge> = course === undefined ? {} : { conversations: course };
  return { header, menu };
}

export function ShellRoute() {
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const rootPath = localized(appPath('start'));
  const { signOut, signingOut } = useAppLogout({ rootPath, userPortalUrl: config.data?.global_header.userPortalUrl ?? null });
  const course = useMenuCourse(pathname).data;
  // The campus switches (campus settings, features): certificates and push entries only where they are on.
  const certificatesOn = config.data?.certificates === true;
  const pushOn = config.data?.push_notifications === true;
  const currentUser = config.data?.currentUser ?? null;
  const messages = useSideMenuMessages(course, certificatesOn);
  const realtime = useRealtimeHub();
  useNotificationsRealtime(realtime);
  const badges = useUnreadBadges(course?.og_id, realtime);

  // The campus's primary colour repaints the primary palette (issue 18, campus settings theme).
  useCampusPrimaryColor(useCampus().data?.custom_colors.primary_color);
  const settings = config.data;
  const cssVariables = settings?.color_overrides && settings.font_overrides ? themeCssVariables(settings) : undefined;
  // Only screens that exist are linked (issue 16); pages of the older site need a legacy frame.
  const legacyFrame = Boolean(settings?.legacy_base_url);
  const exists = (path: string) => screenExists(path, { legacyFrame });
  const items = course ? visibleMenuItems(course.menu_items, course.type, pathname + search, exists) : [];
  const showGlobalHeader = settings?.show_global_header === true;
  const logo = settings?.global_header.externalLogoImage;
  // Spec §4: once after 25 minutes of app time where the campus turned it on; the menu action any time.
  const feedback = useFeedbackPrompt(settings?.feedback_prompt === true);

  return (
    // Screens below link other screens only when they exist (screen-exists.ts).
    <ScreenExistsContext.Provider value={exists}>
      <RealtimeContext.Provider value={realtime}>
        <AppShellLayout
          cssVariables={cssVariables}
          globalHeader={
            showGlobalHeader && settings ? (
              <GlobalHeader
                config={settings}
                courseId={course?.og_id}
                studentModeAvailable={course?.roles.some((role) => isStaffRole(role.id)) ?? false}
                screenExists={exists}
                badges={badges.header}
                onLogout={() => void signOut()}
              />
            ) : undefined
          }
          navbar={(closeMenu) => (
            <SideMenu
              items={items}
              messages={messages}
              badges={badges.menu}
              // The global header shows the campus logo itself.
              externalLogo={logo && !showGlobalHeader ? { image: logo, url: settings?.global_header.externalLogoUrl ?? null } : null}
              campusUrl={settings?.campus_url}
              {...(settings?.legal_links ? { legalLinks: settings.legal_links } : {})}
              onNavigate={closeMenu}
              header={<CourseSwitcher label={course?.label} context={course?.campus} onNavigate={closeMenu} />}
            />
          )}
          headerActions={
            <>
              <NotificationBell />
              <AccountMenu
                onSignOut={() => void signOut()}
                signingOut={signingOut}
                {...(exists(appPath('settings')) ? { settingsTo: localized(appPath('settings')) } : {})}
                {...(certificatesOn && currentUser !== null && exists(certificateListPath(currentUser)) ? { certificatesTo: localized(certificateListPath(currentUser)) } : {})}
                {...(pushOn && exists(appPath('push-notification-settings')) ? { notificationSettingsTo: localized(appPath('push-notification-settings')) } : {})}
                {...(exists(appPath('learning-cockpit')) ? { learningTo: localized(appPath('learning-cockpit')) } : {})}
                {...(exists(appPath('offline-videos')) ? { offlineVideosTo: localized(appPath('offline-videos')) } : {})}
                {...(exists(appPath('adhoc-dialogs')) ? { dialogsTo: localized(appPath('adhoc-dialogs')) } : {})}
                {...(exists(appPath('users-administer')) ? { usersAdministerTo: localized(appPath('users-administer')) } : {})}
                {...(exists(appPath('campus-settings', { section: 'theme' })) ? { campusSettingsTo: localized(appPath('campus-settings', { section: 'theme' })) } : {})}
                {...(exists(appPath('usage-statistics')) ? { usageStatisticsTo: localized(appPath('usage-statistics')) } : {})}
                onFeedback={feedback.openFromMenu}
              />
            </>
          }
          // The admin's own session is back: a full reload starts the app afresh as the admin.
          banner={
            <>
              <ImpersonationBanner onEnded={() => leavePage(rootPath)} />
              {/* The modal renders in a portal; it rides along here. */}
              {feedback.opened ? (
                <Suspense fallback={null}>
                  <FeedbackModal opened onClose={feedback.close} />
                </Suspense>
              ) : null}
            </>
          }
        />
      </RealtimeContext.Provider>
    </ScreenExistsContext.Provider>
  );
}
