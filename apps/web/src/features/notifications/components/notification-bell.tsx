// The header's bell for every signed-in user (issue 16): the unread count as a badge (none at 0) and,
// when opened, the list of notifications. Only the button and its count ride in the shell's bundle; the
// list loads when the bell opens.
import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotifications } from '../api/unread.ts';

const NotificationList = lazy(async () => ({ default: (await import('./notification-list.tsx')).NotificationList }));

/** Counts above this show as "99+". */
const BADGE_MAX = 99;

export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width="min(24rem, calc(100vw - 1rem))" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          // The header's own text colour (campus-configurable), like the user menu beside it.
          style={{ color: 'inherit' }}
          size="lg"
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((current) => !current)}
          data-testid="notification-bell"
        >
          <Indicator
            label={unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            size={16}
            color="red"
            offset={2}
            disabled={unread === 0}
            data-testid="notification-badge"
            data-count={unread}
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
        {opened ? (
          <Suspense fallback={<Loader size="sm" m="md" aria-label={t('notifications.loading')} />}>
            <NotificationList onNavigate={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
