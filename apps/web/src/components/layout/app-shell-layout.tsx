// The signed-in frame (spec §2 side menu, §9 layout): header with app name, environment, language and
// the slots the app fills (user menu), a 255 px side menu that is open from 768 px (Mantine's `sm`) and
// sits behind a burger below, and the main area with an optional banner (e.g. impersonation) on top.
// With a global header (spec §2) the header is 64 px high and carries it instead of the app name; campus
// colour and font overrides arrive as CSS variables.
import { appPath, parseAppPath } from '@campus/shared';
import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { footerOffset } from '../../lib/device-rules.ts';
import { getEnvironment } from '../../lib/environment.ts';
import { getPlatform, type Platform } from '../../lib/platform.ts';
import type { CampusEnvironment } from '../../lib/environment.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import classes from './app-shell-layout.module.css';

export const SIDE_MENU_WIDTH = 255;

// Campus overrides (features/navigation theme-overrides) with the default theme as fallback.
const headerStyle: CSSProperties = {
  backgroundColor: 'var(--campus-header-bg, var(--mantine-color-body))',
  color: 'var(--campus-header-color, var(--mantine-color-text))',
};
const navbarStyle: CSSProperties = {
  backgroundColor: 'var(--campus-menu-bg, var(--mantine-color-body))',
  color: 'var(--campus-menu-color, var(--mantine-color-text))',
};
const HEADER_HEIGHT = 56;
/** Spec §9: the global header takes 64 px. */
const GLOBAL_HEADER_HEIGHT = 64;

export interface AppShellLayoutProps {
  children?: ReactNode;
  /** Right end of the header, before the language switch (the user menu). */
  headerActions?: ReactNode;
  /** Above the page content (e.g. the impersonation banner). */
  banner?: ReactNode;
  /** Defaults to the build's environment; a badge shows when it is not prod. */
  environment?: CampusEnvironment;
  /** The global header (spec §2), shown in place of the app name when the configuration asks for it. */
  globalHeader?: ReactNode;
  /** Side-menu content below the start entry; `closeMenu` closes the drawer below 768 px. */
  navbar?: (closeMenu: () => void) => ReactNode;
  /** Campus theme overrides as CSS custom properties (`--campus-*`). */
  cssVariables?: Readonly<Record<string, string>>;
  /** Defaults to the running platform (lib/platform.ts); native keeps spec §9's footer offset below the page. */
  platform?: Platform;
}

export function AppShellLayout({
  children,
  headerActions,
  banner,
  environment = getEnvironment(),
  globalHeader,
  navbar,
  cssVariables,
  platform = getPlatform(),
}: AppShellLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const route = parseAppPath(pathname).route;
  const onStart = route === 'start' || route === 'campus-dashboard';

  return (
    <AppShell
      data-testid="app-shell"
      style={cssVariables as CSSProperties | undefined}
      header={{ height: globalHeader ? GLOBAL_HEADER_HEIGHT : HEADER_HEIGHT }}
      navbar={{ width: SIDE_MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header style={globalHeader ? headerStyle : undefined} className={globalHeader ? classes.campusHeader : undefined}>
        <Group h="100%" px={globalHeader ? 0 : 'md'} pr="md" justify="space-between" wrap="nowrap" className={classes.headerBar}>
          <Group gap="sm" wrap="nowrap" pl={globalHeader ? 'md' : 0} style={globalHeader ? { flex: 1, minWidth: 0 } : undefined}>
            <Burger
              opened={menuOpened}
              onClick={toggleMenu}
              hiddenFrom="sm"
              size="sm"
              color="currentColor"
              aria-label={t(menuOpened ? 'shell.closeMenu' : 'shell.openMenu')}
            />
            {globalHeader ?? (
              <Text component="span" fw={700} size="lg">
                {t('app.name')}
              </Text>
            )}
            {environment === 'prod' ? null : (
              <Badge color={environment === 'test' ? 'yellow' : 'grape'} variant="light" data-testid="environment-badge">
                {t(`environment.${environment}`)}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
            <LanguageSwitch />
            {headerActions}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar data-testid="side-menu" aria-label={t('shell.menu')} component="nav" style={navbarStyle}>
        <AppShell.Section p="xs" pb={0}>
          <NavLink
            component={Link}
            to={localized(appPath('start'))}
            label={t('shell.start')}
            leftSection={<IconHome size={18} aria-hidden />}
            active={onStart}
            aria-current={onStart ? 'page' : undefined}
            onClick={closeMenu}
            style={{ color: 'inherit' }}
          />
        </AppShell.Section>
        {navbar ? (
          <AppShell.Section grow style={{ minHeight: 0 }}>
            {navbar(closeMenu)}
          </AppShell.Section>
        ) : (
          <AppShell.Section grow component={ScrollArea} />
        )}
      </AppShell.Navbar>

      {/* Native: spec §9's footer offset (8rem on Android) below the content; the web keeps the shell's padding. */}
      <AppShell.Main
        className={classes.main}
        data-footer-offset={platform === 'web' ? undefined : footerOffset(platform)}
        style={platform === 'web' ? undefined : { paddingBottom: footerOffset(platform) }}
      >
        {banner}
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
