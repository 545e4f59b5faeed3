// Tabler icon names used by the course menu (shared buildCourseMenu) → icon components. Only these are
// bundled; an unknown name gets a neutral dot.
import {
  IconAdjustments,
  IconChecklist,
  IconFiles,
  IconFolder,
  IconGauge,
  IconLayoutDashboard,
  IconMessageCircle,
  IconMessages,
  IconMovie,
  IconPoint,
  IconRoute,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Readonly<Record<string, Icon>> = {
  'layout-dashboard': IconLayoutDashboard,
  checklist: IconChecklist,
  route: IconRoute,
  files: IconFiles,
  movie: IconMovie,
  folder: IconFolder,
  users: IconUsers,
  messages: IconMessages,
  'message-circle': IconMessageCircle,
  gauge: IconGauge,
  settings: IconSettings,
  'users-group': IconUsersGroup,
  adjustments: IconAdjustments,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Component = (name !== undefined && ICONS[name]) || IconPoint;
  return <Component size={18} stroke={1.6} aria-hidden />;
}
