// The signed-in frame (spec §2 side menu, §9 layout): header with app name and language, a 255 px side
// menu that is open from 768 px (Mantine's `sm`) and sits behind a burger below, and the main area.
import { appPath, parseAppPath } from '@campus/shared';
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { LanguageSwitch } from '../language-switch.tsx';

export const SIDE_MENU_WIDTH = 255;
const HEADER_HEIGHT = 56;

export function AppShellLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const onStart = parseAppPath(pathname).route === 'start';

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
          </Group>
          <LanguageSwitch />
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

      <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
