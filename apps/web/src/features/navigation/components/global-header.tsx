// The global header (spec §2 "Header link kinds"), shown to signed-in users when the configuration sets
// show_global_header. Campus dashboard and course chooser sit in the bar, every other kind in a menu.
import type { Configuration } from '@campus/shared';
import { Anchor, Badge, Box, Image, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDotsVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isNativePlatform } from '../../../lib/platform.ts';
import { isStudentMode, setStudentMode } from '../../../lib/student-mode.ts';
import { headerLinks, type HeaderLink } from '../utils/header-links.ts';
import { openExternalLinkDialog } from '../utils/external-link-dialog.tsx';
import classes from './global-header.module.css';

/** A count beside a link (unread messages); `label` is its text for screen readers ("2 unread"). */
export interface LinkBadge {
  count: number;
  label: string;
}

export interface GlobalHeaderProps {
  config: Pick<Configuration, 'global_header' | 'currentUser' | 'campus_url'>;
  courseId?: number;
  /** Staff of the current course may switch to the student view. */
  studentModeAvailable?: boolean;
  /** Whether an app path opens a screen that exists (the app's screen registry); others are not linked. */
  screenExists?: (path: string) => boolean;
  /** Counts shown beside links of these kinds (the app passes the unread conversations). */
  badges?: Partial<Record<HeaderLink['kind'], LinkBadge>>;
  onLogout: () => void;
}

const BAR_KINDS = new Set<HeaderLink['kind']>(['campus-dashboard', 'course']);

/** The count as a badge, read out as part of the link's name. */
function CountBadge({ badge }: { badge: LinkBadge | undefined }) {
  if (badge === undefined || badge.count <= 0) return null;
  return (
    <>
      <Badge size="xs" circle={badge.count < 10} ml={6} aria-hidden data-testid="link-badge">
        {badge.count > 99 ? '99+' : badge.count}
      </Badge>
      <VisuallyHidden> {badge.label}</VisuallyHidden>
    </>
  );
}

export function GlobalHeader({ config, courseId, studentModeAvailable = false, screenExists, badges = {}, onLogout }: GlobalHeaderProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const platform = isNativePlatform() ? 'native' : 'web';
  const links = headerLinks({
    config,
    platform,
    studentModeAvailable,
    ...(courseId === undefined ? {} : { courseId }),
    ...(screenExists === undefined ? {} : { screenExists }),
  });
  const { ogTitle, externalLogoImage, externalLogoUrl } = config.global_header;

  const run = (link: HeaderLink) => {
    const { target } = link;
    if (target.type === 'action') {
      if (target.action === 'logout') {
        onLogout();
        return;
      }
      const next = !isStudentMode();
      setStudentMode(next);
      // Permissions and menus depend on the student-mode header: ask the server again.
      void queryClient.invalidateQueries();
      notifications.show({ message: t(next ? 'navigation.studentModeOn' : 'navigation.studentModeOff') });
      return;
    }
    if (target.type === 'external' && platform === 'native') {
      openExternalLinkDialog(target.url, t);
      return;
    }
    if (target.type === 'route' && !target.newTab) void navigate(localized(target.path));
  };

  /** Web: in-app routes are router links, new-tab and external ones plain anchors; native runs `run`. */
  const destination = (link: HeaderLink): { to: string } | { href: string; newTab: boolean } | undefined => {
    const { target } = link;
    if (target.type === 'action' || platform === 'native') return undefined;
    if (target.type === 'route' && !target.newTab) return { to: localized(target.path) };
    return { href: target.type === 'route' ? localized(target.path) : target.url, newTab: target.newTab };
  };
  const newTabNote = (link: HeaderLink) =>
    link.target.type !== 'action' && link.target.newTab && platform === 'web' ? <VisuallyHidden> {t('navigation.header.newTab')}</VisuallyHidden> : null;

  const barLink = (link: HeaderLink) => {
    const to = destination(link);
    const common = { className: classes.link, 'data-kind': link.kind };
    if (to === undefined) {
      return (
        <Anchor key={link.kind} component="button" type="button" onClick={() => run(link)} {...common}>
          {t(link.label)}
          <CountBadge badge={badges[link.kind]} />
        </Anchor>
      );
    }
    if ('to' in to) {
      return (
        <Anchor key={link.kind} component={Link} to={to.to} {...common}>
          {t(link.label)}
          <CountBadge badge={badges[link.kind]} />
        </Anchor>
      );
    }
    return (
      <Anchor key={link.kind} href={to.href} {...(to.newTab ? { target: '_blank', rel: 'noopener' } : {})} {...common}>
        {t(link.label)}
        {newTabNote(link)}
      </Anchor>
    );
  };

  const menuLink = (link: HeaderLink, smallOnly = false) => {
    const to = destination(link);
    // Bar links repeat in the menu below 768 px, where the bar has no room for them.
    const visibility = smallOnly ? ({ hiddenFrom: 'sm' } as const) : {};
    if (to === undefined) {
      return (
        <Menu.Item key={link.kind} data-kind={link.kind} onClick={() => run(link)} {...visibility}>
          {t(link.label)}
          <CountBadge badge={badges[link.kind]} />
        </Menu.Item>
      );
    }
    if ('to' in to) {
      return (
        <Menu.Item key={link.kind} data-kind={link.kind} component={Link} to={to.to} {...visibility}>
          {t(link.label)}
          <CountBadge badge={badges[link.kind]} />
        </Menu.Item>
      );
    }
    return (
      <Menu.Item
        key={link.kind}
        data-kind={link.kind}
        component="a"
        href={to.href}
        {...(to.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        {...visibility}
      >
        {t(link.label)}
        {newTabNote(link)}
      </Menu.Item>
    );
  };

  const bar = links.filter((link) => BAR_KINDS.has(link.kind));
  const menu = links.filter((link) => !BAR_KINDS.has(link.kind));
  // The menu's button carries the largest count inside it, so it is seen without opening the menu.
  const menuBadge = menu.reduce<LinkBadge | undefined>((best, link) => {
    const badge = badges[link.kind];
    return badge !== undefined && badge.count > 0 && (best === undefined || badge.count > best.count) ? badge : best;
  }, undefined);

  return (
    <Box className={classes.root} data-testid="global-header" component="nav" aria-label={t('navigation.header.label')}>
      {externalLogoImage ? (
        <Anchor href={externalLogoUrl ?? undefined} target="_blank" rel="noopener">
          <Image src={externalLogoImage} alt={t('navigation.externalLogo')} h={36} w="auto" fit="contain" />
        </Anchor>
      ) : null}
      <span className={classes.title} title={ogTitle ?? undefined}>
        {ogTitle ?? ''}
      </span>
      <Box visibleFrom="sm" style={{ display: 'flex', gap: 4 }}>
        {bar.map(barLink)}
      </Box>
      {/* The header never scrolls away, so the menu need not hide with a detached target. */}
      <Menu position="bottom-end" withinPortal hideDetached={false}>
        <Menu.Target>
          <UnstyledButton
            aria-label={menuBadge === undefined ? t('navigation.header.more') : `${t('navigation.header.more')}, ${menuBadge.label}`}
            className={classes.menuButton}
          >
            <IconDotsVertical size={16} aria-hidden />
            <Box component="span" visibleFrom="sm">
              {t('navigation.header.more')}
            </Box>
            {menuBadge === undefined ? null : (
              <Badge size="xs" circle={menuBadge.count < 10} aria-hidden data-testid="menu-badge">
                {menuBadge.count > 99 ? '99+' : menuBadge.count}
              </Badge>
            )}
            <IconChevronDown size={14} aria-hidden className={classes.menuChevron} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {bar.map((link) => menuLink(link, true))}
          {menu.map((link) => menuLink(link))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
