// One dialog (issue 13): the topic with its author, state and body, the moderators' pin/close, the
// author's edit, delete, and the replies with one level of answers. Closed topics take no replies.
import type { DialogDetail } from '@campus/shared';
import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconLock, IconLockOpen, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberName } from '../../../components/member-name.tsx';
import { PageLoading } from '../../../components/page-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDialog } from '../api/get-dialog.ts';
import { useDeleteDialog, useUpdateDialog } from '../api/save-dialog.ts';
import { DIALOG_ERROR_PREFIXES } from '../utils/error-prefixes.ts';
import { confirmDialogDelete } from './confirm.tsx';
import { EditDialogModal } from './dialog-form.tsx';
import { DialogReplies } from './dialog-replies.tsx';

export interface DialogPageProps {
  dialogId: number;
  /** The list the dialog belongs to. */
  backHref: string;
  /** After deleting: the route goes back to the list. */
  onDeleted: () => void;
}

export function DialogPage({ dialogId, backHref, onDeleted }: DialogPageProps) {
  const { t } = useTranslation();
  const dialog = useDialog(dialogId);
  const back = (
    <Anchor component={Link} to={backHref} size="sm">
      {t('dialogs.back')}
    </Anchor>
  );
  if (dialog.isPending) return <PageLoading />;
  if (dialog.isError) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('dialogs.title')}</Title>
        <Alert color="red" role="alert" title={t('dialogs.loadOneFailed')}>
          {errorText(t, dialog.error, { prefixes: DIALOG_ERROR_PREFIXES })}
        </Alert>
      </Stack>
    );
  }
  return <DialogView dialog={dialog.data} back={back} onDeleted={onDeleted} />;
}

function DialogView({ dialog, back, onDeleted }: { dialog: DialogDetail; back: ReactNode; onDeleted: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDialog(dialog.id);
  const remove = useDeleteDialog(dialog.id);
  const [editing, setEditing] = useState(false);
  const { permissions } = dialog;
  const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorText(t, error, { prefixes: DIALOG_ERROR_PREFIXES }) });
  const author = dialog.author?.name ?? t('dialogs.unknownAuthor');

  return (
    <Stack gap="md" component="article" data-testid="dialog-detail" data-closed={dialog.closed}>
      {back}
      <Stack gap={6}>
        <Group gap="xs">
          {dialog.pinned ? (
            <Badge color="blue" variant="light" leftSection={<IconPin size={12} aria-hidden />}>
              {t('dialogs.pinned')}
            </Badge>
          ) : null}
          <Badge color={dialog.closed ? 'gray' : 'green'} variant="light" data-testid="dialog-state">
            {t(dialog.closed ? 'dialogs.closed' : 'dialogs.open')}
          </Badge>
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {dialog.title}
        </Title>
        <Text size="sm" c="dimmed">
          {dialog.author && dialog.og_id !== null ? <MemberName uid={dialog.author.uid} name={dialog.author.name} courseId={dialog.og_id} /> : author} ·{' '}
          <RelativeTime value={dialog.created} />
        </Text>
        {dialog.participants.length > 0 ? (
          <Text size="sm" data-testid="dialog-participants-list">
            {t('dialogs.participants', { names: dialog.participants.map((person) => person.name).join(', ') })}
          </Text>
        ) : null}
      </Stack>
      {permissions.moderate || permissions.update || permissions.delete ? (
        <Group gap="sm" wrap="wrap">
          {permissions.moderate ? (
            <>
              <Button
                variant="light"
                leftSection={dialog.pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
                loading={update.isPending && update.variables?.pinned !== undefined}
                onClick={() => update.mutate({ pinned: !dialog.pinned }, { onError: failed(t('dialogs.saveFailed')) })}
              >
                {t(dialog.pinned ? 'dialogs.unpin' : 'dialogs.pin')}
              </Button>
              <Button
                variant="light"
                leftSection={dialog.closed ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
                loading={update.isPending && update.variables?.closed !== undefined}
                onClick={() => update.mutate({ closed: !dialog.closed }, { onError: failed(t('dialogs.saveFailed')) })}
              >
                {t(dialog.closed ? 'dialogs.reopen' : 'dialogs.close')}
              </Button>
            </>
          ) : null}
          {permissions.update ? (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('dialogs.edit')}
            </Button>
          ) : null}
          {permissions.delete ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => confirmDialogDelete(t, t('dialogs.delete.topicText', { title: dialog.title }), () => remove.mutate(undefined, { onSuccess: onDeleted, onError: failed(t('dialogs.deleteFailed')) }))}
            >
              {t('dialogs.delete.action')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <RichTextViewer html={dialog.body} data-testid="dialog-body" />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="dialog-replies-title">
        <Title order={2} size="h4" id="dialog-replies-title">
          {t('dialogs.reply.title', { count: dialog.reply_count })}
        </Title>
        {dialog.closed ? (
          <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />} data-testid="dialog-closed-note">
            {t('dialogs.closedNote')}
          </Alert>
        ) : null}
        <DialogReplies dialogId={dialog.id} courseId={dialog.og_id} replies={dialog.replies} canReply={permissions.reply && !dialog.closed} />
      </Stack>
      {editing ? <EditDialogModal dialog={dialog} opened onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
