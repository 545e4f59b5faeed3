// The user menu of the header: who is signed in and the way out. Presentational: the app passes the
// user and the sign-out action in.
import { Avatar, Box, Button, Menu, Text } from '@mantine/core';
import { IconBellCog, IconCertificate, IconChartBar, IconChevronDown, IconHeart, IconLogout, IconMessageCircle, IconSettings, IconUsers, IconPalette, IconChartLine, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface UserMenuProps {
  /** Null while the user is loading. */
  name: string | null;
  email: string | null;
  /** An admin acts as this user. */
  impersonated?: boolean;
  onSignOut(): void;
  signingOut?: boolean;
  /** The settings screen (with language prefix), when the app has one. */
  settingsTo?: string;
  /** The notification settings screen (with language prefix), when the app has one. */
  notificationSettingsTo?: string;
  /** The user's learning cockpit (with language prefix), when the app has one. */
  learningTo?: string;
  /** The user's certificates (with language prefix), where the campus has certificates on. */
  certificatesTo?: string;
  /** The videos kept on this device (spec §2 `offline-videos`), when the app has the screen. */
  offlineVideosTo?: string;
  /** "Send feedback" (spec §4): the app opens the feedback modal once the menu closed. */
  onFeedback?(): void;
  /** The ad-hoc dialogs across courses (spec §2 `app/adhoc-dialogs`), when the app has the screen. */
  dialogsTo?: string;
  /** Users administer (issue 18), for campus admins and campus managers. */
  usersAdministerTo?: string;
  /** Campus settings (issue 18), for campus admins and campus managers. */
  campusSettingsTo?: string;
  /** Usage statistics (issue 18), for campus admins and campus managers. */
  usageStatisticsTo?: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu({ name, email, impersonated = false, onSignOut, signingOut = false, settingsTo, notificationSettingsTo, learningTo, certificatesTo, offlineVideosTo, onFeedback, dialogsTo, usersAdministerTo, campusSettingsTo, usageStatisticsTo }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          color={impersonated ? 'orange' : undefined}
          leftSection={
            <Avatar size={24} radius="xl" variant="filled" color={impersonated ? 'orange' : 'teal'}>
              {name ? initials(name) : null}
            </Avatar>
          }
          // On a phone the avatar alone is the button: the header keeps the room for the course name.
          rightSection={
            <Box component="span" visibleFrom="sm" display="flex">
              <IconChevronDown size={14} aria-hidden />
            </Box>
          }
          aria-label={t('account.menu')}
          data-testid="user-menu"
        >
          <Text component="span" size="sm" visibleFrom="sm" maw={180} truncate="end">
            {name ?? t('account.menu')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {name ? (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            {email ? <Text size="xs">{email}</Text> : null}
          </Menu.Label>
        ) : null}
        {learningTo ? (
          <Menu.Item component={Link} to={learningTo} leftSection={<IconChartBar size={16} aria-hidden />} data-testid="user-menu-learning">
            {t('learningCockpit.menu')}
          </Menu.Item>
        ) : null}
        {certificatesTo ? (
          <Menu.Item component={Link} to={certificatesTo} leftSection={<IconCertificate size={16} aria-hidden />} data-testid="user-menu-certificates">
            {t('certificates.menu')}
          </Menu.Item>
        ) : null}
        {offlineVideosTo ? (
          <Menu.Item component={Link} to={offlineVideosTo} leftSection={<IconDeviceFloppy size={16} aria-hidden />} data-testid="user-menu-offline-videos">
            {t('offlineVideos.menuEntry')}
          </Menu.Item>
        ) : null}
        {dialogsTo ? (
          <Menu.Item component={Link} to={dialogsTo} leftSection={<IconMessageCircle size={16} aria-hidden />} data-testid="user-menu-dialogs">
            {t('dialogs.adhocTitle')}
          </Menu.Item>
        ) : null}
        {usersAdministerTo ? (
          <Menu.Item component={Link} to={usersAdministerTo} leftSection={<IconUsers size={16} aria-hidden />} data-testid="user-menu-users-administer">
            {t('userAdmin.menu')}
          </Menu.Item>
        ) : null}
        {campusSettingsTo ? (
          <Menu.Item component={Link} to={campusSettingsTo} leftSection={<IconPalette size={16} aria-hidden />} data-testid="user-menu-campus-settings">
            {t('campusSettings.menu')}
          </Menu.Item>
        ) : null}
        {usageStatisticsTo ? (
          <Menu.Item component={Link} to={usageStatisticsTo} leftSection={<IconChartLine size={16} aria-hidden />} data-testid="user-menu-usage-statistics">
            {t('usageStatistics.menu')}
          </Menu.Item>
        ) : null}
        {settingsTo ? (
          <Menu.Item component={Link} to={settingsTo} leftSection={<IconSettings size={16} aria-hidden />} data-testid="user-menu-settings">
            {t('settings.title')}
          </Menu.Item>
        ) : null}
        {notificationSettingsTo ? (
          <Menu.Item component={Link} to={notificationSettingsTo} leftSection={<IconBellCog size={16} aria-hidden />} data-testid="user-menu-notification-settings">
            {t('notifications.settings.menu')}
          </Menu.Item>
        ) : null}
        {onFeedback ? (
          <Menu.Item leftSection={<IconHeart size={16} aria-hidden />} onClick={onFeedback} data-testid="user-menu-feedback">
            {t('feedback.menu')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
          disabled={signingOut}
          data-testid="sign-out"
        >
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
