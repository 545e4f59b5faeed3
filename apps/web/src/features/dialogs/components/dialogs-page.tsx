// The dialogs list (spec §2 `dialogs`, `app/adhoc-dialogs`; issue 13): pinned topics first, then by last
// activity; each row with its open/closed state, reply count and last activity. Whoever may start one
// gets "New topic" (course) or "New dialog" (ad-hoc, with participants). The route supplies the links.
import type { DialogDetail, DialogSummary } from '@campus/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDialogs } from '../api/get-dialogs.ts';
import type { DialogScope } from '../api/query-keys.ts';
import { DIALOG_ERROR_PREFIXES } from '../utils/error-prefixes.ts';
import { CreateDialogModal } from './dialog-form.tsx';

export interface DialogsPageProps {
  scope: DialogScope;
  /** The app path of one dialog (the route knows the screens). */
  dialogHref: (dialogId: number) => string;
  /** After starting a dialog: the route opens it. */
  onCreated: (dialog: DialogDetail) => void;
}

function DialogRow({ dialog, href }: { dialog: DialogSummary; href: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="dialog-row" data-closed={dialog.closed} data-pinned={dialog.pinned}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {dialog.pinned ? (
            <Badge color="blue" variant="light" leftSection={<IconPin size={12} aria-hidden />}>
              {t('dialogs.pinned')}
            </Badge>
          ) : null}
          <Badge color={dialog.closed ? 'gray' : 'green'} variant="light" leftSection={dialog.closed ? <IconLock size={12} aria-hidden /> : null}>
            {t(dialog.closed ? 'dialogs.closed' : 'dialogs.open')}
          </Badge>
        </Group>
        <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {dialog.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {dialog.author?.name ?? t('dialogs.unknownAuthor')} · {t('dialogs.replyCount', { count: dialog.reply_count })} · {t('dialogs.lastActivity')}{' '}
          <RelativeTime value={dialog.last_activity} />
        </Text>
      </Stack>
    </Card>
  );
}

export function DialogsPage({ scope, dialogHref, onCreated }: DialogsPageProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs(scope);
  const [creating, setCreating] = useState(false);
  const adhoc = scope.kind === 'adhoc';
  return (
    <Stack gap="md" data-testid="dialogs-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t(adhoc ? 'dialogs.adhocTitle' : 'dialogs.title')}</Title>
        {dialogs.data?.can_create ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} onPointerEnter={preloadRichTextEditor}>
            {t(adhoc ? 'dialogs.createAdhoc' : 'dialogs.create')}
          </Button>
        ) : null}
      </Group>
      {dialogs.isPending ? (
        <PageLoading />
      ) : dialogs.isError ? (
        <Alert color="red" role="alert" title={t('dialogs.loadFailed')}>
          {errorText(t, dialogs.error, { prefixes: DIALOG_ERROR_PREFIXES })}
        </Alert>
      ) : dialogs.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="dialogs-empty">
          {t(adhoc ? 'dialogs.emptyAdhoc' : 'dialogs.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {dialogs.data.items.map((dialog) => (
            <DialogRow key={dialog.id} dialog={dialog} href={dialogHref(dialog.id)} />
          ))}
        </Stack>
      )}
      <CreateDialogModal
        scope={scope}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(dialog) => {
          setCreating(false);
          onCreated(dialog);
        }}
      />
    </Stack>
  );
}
