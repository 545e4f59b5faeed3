// One message of the thread: author, time, plain text with its line breaks (never HTML), attachments,
// "edited"; the author may edit or delete it (delete asks first). "Seen" sits under the caller's last
// message once someone else has read it. In a course conversation others' messages offer "Report" (to the
// course staff, issue 13); one the staff hid shows as hidden to the others, with a badge to its author.
import type { Message } from '@campus/shared';
import { MESSAGE_MAX_LENGTH } from '@campus/shared';
import { ActionIcon, Alert, Avatar, Box, Button, Group, Menu, Paper, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { HiddenByModeratorsNote, ReportButton } from '../../../components/report-action.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteMessage, useUpdateMessage } from '../api/messages.ts';
import { CONVERSATION_ERROR_PREFIXES } from '../utils/error-prefixes.ts';
import classes from './conversations.module.css';
import { MessageAttachments } from './message-attachments.tsx';

export interface MessageItemProps {
  message: Message;
  own: boolean;
  /** Others' messages offer "Report" (course conversations only: their course's staff handle reports). */
  reportable?: boolean;
  /** Set under the caller's last message that others have read: "Seen" or "Seen by …". */
  seen?: string | undefined;
}

function EditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMessage();
  const [text, setText] = useState(message.text);
  const trimmed = text.trim();
  const valid = (trimmed.length > 0 || message.attachments.length > 0) && trimmed.length <= MESSAGE_MAX_LENGTH;
  const save = () => {
    if (!valid) return;
    update.mutate({ messageId: message.id, text: trimmed }, { onSuccess: onDone });
  };
  return (
    <Box
      component="form"
      mt={4}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Textarea
        label={t('conversations.message.editLabel')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        data-autofocus
        autoFocus
      />
      {update.isError ? (
        <Alert color="red" role="alert" mt="xs">
          {errorText(t, update.error, { prefixes: CONVERSATION_ERROR_PREFIXES })}
        </Alert>
      ) : null}
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone}>
          {t('conversations.message.cancelEdit')}
        </Button>
        <Button size="xs" type="submit" loading={update.isPending} disabled={!valid}>
          {t('conversations.message.saveEdit')}
        </Button>
      </Group>
    </Box>
  );
}

export function MessageItem({ message, own, reportable = false, seen }: MessageItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteMessage();

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('conversations.message.deleteTitle'),
      children: <Text size="sm">{t('conversations.message.deleteText')}</Text>,
      labels: { confirm: t('conversations.message.delete'), cancel: t('conversations.message.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(message),
    });

  const hiddenFromMe = message.moderationHidden && !own;

  return (
    <Box component="li" mb="sm" data-testid="message" data-message-id={message.id} data-own={own ? 'true' : 'false'}>
      <Group gap="xs" align="flex-start" wrap="nowrap" justify={own ? 'flex-end' : 'flex-start'}>
        {own ? null : <Avatar src={message.author.picture} name={message.author.name} color="initials" size="sm" alt="" aria-hidden />}
        <Paper withBorder p="xs" radius="md" className={own ? `${classes.bubble} ${classes.own}` : classes.bubble}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm">
                {own ? t('conversations.message.you') : message.author.name}
              </Text>
              <Text size="xs" c="dimmed">
                <RelativeTime value={message.created} />
                {message.edited !== null && !message.deleted ? ` · ${t('conversations.message.edited')}` : ''}
              </Text>
            </Group>
            {/* The server refuses edits of a hidden message; deleting it stays possible. */}
            {own && !message.deleted && !editing ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" size="sm" aria-label={t('conversations.message.actions')}>
                    <IconDots size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {message.moderationHidden ? null : (
                    <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setEditing(true)}>
                      {t('conversations.message.edit')}
                    </Menu.Item>
                  )}
                  <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={confirmDelete}>
                    {t('conversations.message.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
            {reportable && !own && !message.deleted && !message.moderationHidden ? (
              <ReportButton kind="message" targetId={message.id} label={t('conversations.message.reportLabel', { name: message.author.name })} />
            ) : null}
          </Group>
          {message.deleted ? (
            <Text size="sm" fs="italic" c="dimmed" data-testid="message-deleted">
              {t('conversations.message.deleted')}
            </Text>
          ) : hiddenFromMe ? (
            <Text size="sm" fs="italic" c="dimmed" data-testid="message-moderation-hidden">
              {t('conversations.message.moderationHidden')}
            </Text>
          ) : editing ? (
            <EditForm message={message} onDone={() => setEditing(false)} />
          ) : (
            <>
              {own ? <HiddenByModeratorsNote hidden={message.moderationHidden} compact /> : null}
              {message.text ? (
                <Text size="sm" className={classes.text} data-testid="message-text">
                  {message.text}
                </Text>
              ) : null}
              <MessageAttachments attachments={message.attachments} />
            </>
          )}
          {remove.isError ? (
            <Text size="xs" c="red" role="alert">
              {errorText(t, remove.error, { prefixes: CONVERSATION_ERROR_PREFIXES })}
            </Text>
          ) : null}
        </Paper>
      </Group>
      {seen !== undefined ? (
        <Text size="xs" c="dimmed" ta="right" data-testid="message-seen">
          {seen}
        </Text>
      ) : null}
    </Box>
  );
}
