// `/campus_settings/{theme|features|privacy|domain-management}` (issue 18): the campus settings feature with
// links between its sections. A save reloads what carries the setting to the rest of the app: the
// configuration (header and menu look, feedback prompt), the campus (primary colour, course types, site
// names), the feedback flag, after new terms the courses and terms (legal_accepted: the publisher accepts
// again too), and after new target groups the course editor's configuration.
import { appPath, parseAppPath, type CampusSettingsSection } from '@campus/shared';
import { CAMPUS_SETTINGS_SECTIONS } from '@campus/shared/rules/campus-theme';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.ts';
import { campusKeys } from '../../features/campus/api/query-keys.ts';
import { CampusSettingsPage } from '../../features/campus-settings/components/campus-settings-page.tsx';
import { courseEditorKeys } from '../../features/course-editor/api/query-keys.ts';
import { courseKeys } from '../../features/courses/api/query-keys.ts';
import { feedbackKeys } from '../../features/feedback/api/feedback.ts';
import { legalKeys } from '../../features/legal/api/query-keys.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { configKeys } from '../../lib/query-keys.ts';

const isSection = (value: string | undefined): value is CampusSettingsSection => CAMPUS_SETTINGS_SECTIONS.some((section) => section === value);

export function CampusSettingsRoute() {
  // The router registers one path per section: read it from the path.
  const { section } = parseAppPath(useLocation().pathname).params;
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  // Server admins may approve a pending e-mail domain without DNS (the server decides again).
  const isServerAdmin = useMe().data?.is_admin === true;
  const invalidate = (...keys: (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  // The router registers only the sections of the route table; anything else never reaches here.
  const current: CampusSettingsSection = isSection(section) ? section : 'theme';
  const sections = CAMPUS_SETTINGS_SECTIONS.map((entry) => ({ section: entry, to: localized(appPath('campus-settings', { section: entry })) }));
  return (
    <CampusSettingsPage
      key={current}
      section={current}
      sections={sections}
      onThemeSaved={() => invalidate(configKeys.all, campusKeys.all)}
      onFeaturesSaved={() => invalidate(configKeys.all, campusKeys.all, feedbackKeys.all)}
      onTermsPublished={() => invalidate(courseKeys.all, legalKeys.all)}
      onLegalLinksSaved={() => invalidate(configKeys.all)}
      onSitesChanged={() => invalidate(campusKeys.all, courseKeys.all)}
      onTargetGroupsChanged={() => invalidate(courseEditorKeys.all)}
      canApproveEmailDomains={isServerAdmin}
    />
  );
}
