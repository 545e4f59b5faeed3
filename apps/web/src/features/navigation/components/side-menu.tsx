// The side menu of spec §2: messages area, optional external logo, entries of type item / separator /
// group accordion (the group holding the active entry opens), footer with Imprint, Privacy and the
// powered-by logo. The shell decides when it shows (open from 768 px, closed after a click below).
import { appPath, type MenuItem } from '@campus/shared';
import { Alert, Anchor, Badge, Box, Divider, Group, Image, NavLink, ScrollArea, Stack, VisuallyHidden } from '@mantine/core';
import { useState, type MouseEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { openInDeviceBrowser } from '../../../lib/device-browser.ts';
import { isNativePlatform } from '../../../lib/platform.ts';
import { MenuIcon } from './menu-icon.tsx';
import { PoweredByLogo } from './powered-by-logo.tsx';
import classes from './side-menu.module.css';

export interface SideMenuMessage {
  id: string;
  title?: string;
  text: string;
  color?: string;
  /** A link below the text (an app path), e.g. the certificate message's "Open certificates". */
  link?: { to: string; label: string };
}

export interface ExternalLogo {
  image: string;
  url: string | null;
}

export interface SideMenuProps {
  /** Entries as visibleMenuItems returns them (active marked, groups opened). */
  items: readonly MenuItem[];
  messages?: readonly SideMenuMessage[];
  externalLogo?: ExternalLogo | null;
  /** Runs after any entry or footer link was clicked; the shell closes the drawer below 768 px. */
  onNavigate?: () => void;
  /** Shown above the entries (e.g. the course title and switcher). */
  header?: ReactNode;
  /** Campus origin: imprint and privacy open there in the system browser on native. */
  campusUrl?: string;
  /** The campus's own imprint and privacy pages (GET /config legal_links); they open in a new tab. */
  legalLinks?: { imprint_url: string | null; privacy_url: string | null };
  /** Counts beside entries, by entry id (the app passes the course's unread conversations). */
  badges?: Readonly<Record<string, MenuBadge>>;
}

/** A count beside an entry; `label` is its text for screen readers ("2 unread"). */
export interface MenuBadge {
  count: number;
  label: string;
}

interface EntryProps {
  item: MenuItem;
  onNavigate: (() => void) | undefined;
  badges: Readonly<Record<string, MenuBadge>>;
}

/** The badge of an entry, or of a group: the sum of its entries' counts (seen while it is folded). */
function badgeOf(item: MenuItem, badges: Readonly<Record<string, MenuBadge>>): MenuBadge | undefined {
  if (item.type !== 'group') {
    const badge = badges[item.id];
    return badge !== undefined && badge.count > 0 ? badge : undefined;
  }
  const inner = (item.items ?? []).flatMap((child) => badgeOf(child, badges) ?? []);
  if (inner.length === 0) return undefined;
  if (inner.length === 1) return inner[0];
  return { count: inner.reduce((sum, badge) => sum + badge.count, 0), label: inner.map((badge) => badge.label).join(', ') };
}

function CountBadge({ badge }: { badge: MenuBadge }) {
  return (
    <Badge size="sm" circle={badge.count < 10} aria-hidden data-testid="menu-entry-badge">
      {badge.count > 99 ? '99+' : badge.count}
    </Badge>
  );
}

/**
 * The entry's label with its count: shown as a badge, read out as part of the name. A group keeps its
 * chevron on the right, so its badge goes into the label.
 */
function withBadge(label: string, badge: MenuBadge | undefined, group = false) {
  if (badge === undefined) return { label };
  const spoken = <VisuallyHidden> {badge.label}</VisuallyHidden>;
  if (group) {
    return {
      label: (
        <Group gap={6} wrap="nowrap" component="span">
          <span>{label}</span>
          <CountBadge badge={badge} />
          {spoken}
        </Group>
      ),
    };
  }
  return {
    label: (
      <>
        {label}
        {spoken}
      </>
    ),
    rightSection: <CountBadge badge={badge} />,
  };
}

function MenuEntry({ item, onNavigate, badges }: EntryProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const label = item.label ? t(item.label) : item.id;

  if (item.type === 'separator') return <Divider my={6} data-testid="side-menu-separator" />;

  if (item.type === 'group') {
    return <MenuGroup item={item} label={label} onNavigate={onNavigate} badges={badges} />;
  }

  if (item.target === undefined) return null;
  return (
    <NavLink
      component={Link}
      to={localized(item.target)}
      {...withBadge(label, badgeOf(item, badges))}
      leftSection={<MenuIcon name={item.icon} />}
      active={item.active === true}
      aria-current={item.active ? 'page' : undefined}
      className={classes.link}
      data-menu-item={item.id}
      onClick={onNavigate}
    />
  );
}

function MenuGroup({ item, label, onNavigate, badges }: EntryProps & { label: string }) {
  // The group with the active entry comes opened (markActive); the user may still fold it.
  const [opened, setOpened] = useState(item.collapsed !== true);
  return (
    <NavLink
      component="button"
      type="button"
      {...withBadge(label, opened ? undefined : badgeOf(item, badges), true)}
      leftSection={<MenuIcon name={item.icon} />}
      opened={opened}
      onChange={setOpened}
      className={classes.link}
      data-menu-group={item.id}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {(item.items ?? []).map((child) => (
        <MenuEntry key={child.id} item={child} onNavigate={onNavigate} badges={badges} />
      ))}
    </NavLink>
  );
}

function activeId(items: readonly MenuItem[]): string {
  for (const item of items) {
    if (item.active && item.type === 'item') return item.id;
    const inner = item.items ? activeId(item.items) : '';
    if (inner) return inner;
  }
  return '';
}

interface FooterLinkProps {
  to: string;
  /** The campus's own page for it, when it has one. */
  external: string | null | undefined;
  label: string;
  campusUrl: string | undefined;
  onNavigate: (() => void) | undefined;
}

/** Native: the link opens in the device browser (spec §2 "Imprint and privacy links open in the system browser"). */
function inDeviceBrowser(href: string, onNavigate: (() => void) | undefined): MouseEventHandler<HTMLAnchorElement> | undefined {
  if (!isNativePlatform()) return onNavigate;
  return (event) => {
    event.preventDefault();
    void openInDeviceBrowser(href).catch((error: unknown) => console.warn('device browser failed', error));
    onNavigate?.();
  };
}

function FooterLink({ to, external, label, campusUrl, onNavigate }: FooterLinkProps) {
  const localized = useLocalizedPath();
  if (external) {
    return (
      <Anchor href={external} target="_blank" rel="noopener noreferrer" className={classes.footerLink} onClick={inDeviceBrowser(external, onNavigate)}>
        {label}
      </Anchor>
    );
  }
  // Native: legal pages open in the system browser (spec §2); the web stays in the app.
  if (isNativePlatform() && campusUrl) {
    const href = new URL(to, campusUrl).href;
    return (
      <Anchor href={href} target="_blank" rel="noopener" className={classes.footerLink} onClick={inDeviceBrowser(href, onNavigate)}>
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={localized(to)} className={classes.footerLink} onClick={onNavigate}>
      {label}
    </Anchor>
  );
}

export function SideMenu({ items, messages = [], externalLogo, onNavigate, header, campusUrl, legalLinks, badges = {} }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.root} data-testid="side-menu-content">
      {messages.length > 0 ? (
        <Stack gap="xs" p="xs" data-testid="side-menu-messages" role="status">
          {messages.map((message) => (
            // `default`: a solid background, readable on any campus menu colour (a light alert is see-through).
            <Alert
              key={message.id}
              color={message.color ?? 'blue'}
              title={message.title}
              variant="default"
              data-message={message.id}
              style={{ borderLeft: `4px solid var(--mantine-color-${message.color ?? 'blue'}-filled)` }}
            >
              {message.text}
              {message.link ? (
                <Anchor component={Link} to={message.link.to} onClick={onNavigate} display="block" mt={4} size="sm">
                  {message.link.label}
                </Anchor>
              ) : null}
            </Alert>
          ))}
        </Stack>
      ) : null}
      {externalLogo ? (
        <Box px="md" pt="sm">
          {externalLogo.url ? (
            <Anchor href={externalLogo.url} target="_blank" rel="noopener">
              <Image src={externalLogo.image} alt={t('navigation.externalLogo')} mah={48} fit="contain" w="auto" />
            </Anchor>
          ) : (
            <Image src={externalLogo.image} alt={t('navigation.externalLogo')} mah={48} fit="contain" w="auto" />
          )}
        </Box>
      ) : null}
      {header}
      <ScrollArea style={{ flex: 1 }} p="xs">
        {/* Remounting on a new active entry re-opens its group even if the user had folded it. */}
        <Stack gap={2} key={activeId(items)} data-testid="side-menu-items">
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} onNavigate={onNavigate} badges={badges} />
          ))}
        </Stack>
      </ScrollArea>
      <Stack gap="xs" p="md" className={classes.footer} component="footer">
        <Group gap="md">
          <FooterLink
            to={appPath('impressum')}
            external={legalLinks?.imprint_url}
            label={t('navigation.imprint')}
            campusUrl={campusUrl}
            onNavigate={onNavigate}
          />
          <FooterLink
            to={appPath('privacy_policy')}
            external={legalLinks?.privacy_url}
            label={t('navigation.privacy')}
            campusUrl={campusUrl}
            onNavigate={onNavigate}
          />
        </Group>
        <PoweredByLogo />
      </Stack>
    </Box>
  );
}
