// The signed-in frame (spec §2 side menu, §9 layout): header with app name, environment, language and
// the slots the app fills (user menu), a 255 px side menu that is open from 768 px (Mantine's `sm`) and
// sits behind a burger below, and the main area with an optional banner (e.g. impersonation) on top.
import { appPath, parseAppPath } from '@campus/shared';
import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { getEnvironment } from '../../lib/environment.ts';
import type { CampusEnvironment } from '../../lib/environment.ts';
import { LanguageSwitch } from '../language-switch.tsx';

export const SIDE_MENU_WIDTH = 255;
const HEADER_HEIGHT = 56;

export interface AppShellLayoutProps {
  children?: ReactNode;
  /** Right end of the header, before the language switch (the user menu). */
  headerActions?: ReactNode;
  /** Above the page content (e.g. the impersonation banner). */
  banner?: ReactNode;
  /** Defaults to the build's environment; a badge shows when it is not prod. */
  environment?: CampusEnvironment;
}

export function AppShellLayout({ children, headerActions, banner, environment = getEnvironment() }: AppShellLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const route = parseAppPath(pathname).route;
  const onStart = route === 'start' || route === 'campus-dashboard';

  return (
    <AppShell
      data-testid="app-shell"
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDE_MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={toggleMenu}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(menuOpened ? 'shell.closeMenu' : 'shell.openMenu')}
            />
            <Text component="span" fw={700} size="lg">
              {t('app.name')}
            </Text>
            {environment === 'prod' ? null : (
              <Badge color={environment === 'test' ? 'yellow' : 'grape'} variant="light" data-testid="environment-badge">
                {t(`environment.${environment}`)}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {headerActions}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar data-testid="side-menu" aria-label={t('shell.menu')} component="nav">
        <AppShell.Section grow component={ScrollArea} p="xs">
          <NavLink
            component={Link}
            to={localized(appPath('start'))}
            label={t('shell.start')}
            leftSection={<IconHome size={18} aria-hidden />}
            active={onStart}
            aria-current={onStart ? 'page' : undefined}
            onClick={closeMenu}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        {banner}
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
