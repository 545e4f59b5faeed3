// The bell's list (issue 16): newest first, paged with "Show more"; a sentence per notification with its
// time; unread ones stand out. Opening one marks it read and goes to its screen (its path runs through
// the push entry the router knows); "Mark all as read" clears the count.
import type { AppNotification } from '@campus/shared';
import { Alert, Box, Button, Group, Loader, ScrollArea, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMarkNotificationsRead, useNotificationPages } from '../api/notifications.ts';
import { useUnreadNotifications } from '../api/unread.ts';
import { sameOriginAppPath } from '../utils/app-path.ts';
import { notificationTextKey, notificationTextValues } from '../utils/wording.ts';
import classes from './notification-list.module.css';

export interface NotificationListProps {
  /** A notification was opened: the bell closes. */
  onNavigate(): void;
}

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen(notification: AppNotification): void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const to = localized(sameOriginAppPath(notification.path, window.location.origin));
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        onClick={() => onOpen(notification)}
        className={classes.item}
        data-unread={notification.read ? undefined : true}
        data-testid="notification-item"
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <span className={notification.read ? classes.readDot : classes.unreadDot} aria-hidden />
          <Box style={{ minWidth: 0 }}>
            {notification.read ? null : <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
            <Text size="sm" fw={notification.read ? 400 : 600} className={classes.text}>
              {t(notificationTextKey(notification.kind, notification.actor !== null), notificationTextValues(notification.actor?.name ?? null, notification.title))}
            </Text>
            <Text size="xs" c="dimmed">
              <RelativeTime value={notification.created} />
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </li>
  );
}

export function NotificationList({ onNavigate }: NotificationListProps) {
  const { t } = useTranslation();
  const { query: pages, hasMore, loadingMore, moreError, showMore } = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    onNavigate();
  };

  return (
    <Stack gap={0} data-testid="notification-list">
      <Group justify="space-between" px="md" py="xs" wrap="nowrap" className={classes.header}>
        <Title order={2} size="h5">
          {t('notifications.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => markRead.mutate({ all: true })} data-testid="notifications-mark-all">
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {pages.isPending ? (
        <Loader size="sm" m="md" aria-label={t('notifications.loading')} />
      ) : pages.isError ? (
        <Alert color="red" m="md" role="alert">
          {errorText(t, pages.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(28rem, 70vh)" type="auto">
          <ul className={classes.list} aria-label={t('notifications.title')}>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
          {moreError ? (
            <Text size="sm" c="red" px="md" pt="xs" role="alert">
              {errorText(t, moreError)}
            </Text>
          ) : null}
          {hasMore ? (
            <Group justify="center" p="xs">
              <Button variant="subtle" size="compact-sm" loading={loadingMore} onClick={showMore} data-testid="notifications-more">
                {t('notifications.showMore')}
              </Button>
            </Group>
          ) : null}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
