// The side menu of spec §2: messages area, optional external logo, entries of type item / separator /
// group accordion (the group holding the active entry opens), footer with Imprint, Privacy and the
// powered-by logo. The shell decides when it shows (open from 768 px, closed after a click below).
import { appPath, type MenuItem } from '@campus/shared';
import { Alert, Anchor, Box, Divider, Group, Image, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
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
}

interface EntryProps {
  item: MenuItem;
  onNavigate: (() => void) | undefined;
}

function MenuEntry({ item, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const label = item.label ? t(item.label) : item.id;

  if (item.type === 'separator') return <Divider my={6} data-testid="side-menu-separator" />;

  if (item.type === 'group') {
    return <MenuGroup item={item} label={label} onNavigate={onNavigate} />;
  }

  if (item.target === undefined) return null;
  return (
    <NavLink
      component={Link}
      to={localized(item.target)}
      label={label}
      leftSection={<MenuIcon name={item.icon} />}
      active={item.active === true}
      aria-current={item.active ? 'page' : undefined}
      className={classes.link}
      data-menu-item={item.id}
      onClick={onNavigate}
    />
  );
}

function MenuGroup({ item, label, onNavigate }: EntryProps & { label: string }) {
  // The group with the active entry comes opened (markActive); the user may still fold it.
  const [opened, setOpened] = useState(item.collapsed !== true);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={<MenuIcon name={item.icon} />}
      opened={opened}
      onChange={setOpened}
      className={classes.link}
      data-menu-group={item.id}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {(item.items ?? []).map((child) => (
        <MenuEntry key={child.id} item={child} onNavigate={onNavigate} />
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

function FooterLink({ to, label, campusUrl, onNavigate }: { to: string; label: string; campusUrl: string | undefined; onNavigate: (() => void) | undefined }) {
  const localized = useLocalizedPath();
  // Native: legal pages open in the system browser (spec §2); the web stays in the app.
  if (isNativePlatform() && campusUrl) {
    return (
      <Anchor href={new URL(to, campusUrl).href} target="_blank" rel="noopener" className={classes.footerLink} onClick={onNavigate}>
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

export function SideMenu({ items, messages = [], externalLogo, onNavigate, header, campusUrl }: SideMenuProps) {
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
            <MenuEntry key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      </ScrollArea>
      <Stack gap="xs" p="md" className={classes.footer} component="footer">
        <Group gap="md">
          <FooterLink to={appPath('impressum')} label={t('navigation.imprint')} campusUrl={campusUrl} onNavigate={onNavigate} />
          <FooterLink to={appPath('privacy_policy')} label={t('navigation.privacy')} campusUrl={campusUrl} onNavigate={onNavigate} />
        </Group>
        <PoweredByLogo />
      </Stack>
    </Box>
  );
}
