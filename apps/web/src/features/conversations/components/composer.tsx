// The message composer: Enter sends, Shift+Enter breaks the line, a counter shows the length against
// MESSAGE_MAX_LENGTH, files upload as soon as they are picked and go with the next message. A refused
// send keeps the text and the uploaded files; only a sent message clears them.
import type { UploadedAttachment } from '@campus/shared';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX_LENGTH, isAllowedAttachmentName } from '@campus/shared';
import { ActionIcon, Alert, Button, CloseButton, FileButton, Group, Loader, Pill, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { uploadAttachment } from '../api/attachments.ts';
import { canSend, composerKeyAction } from '../utils/composer-keys.ts';
import { CONVERSATION_ERROR_PREFIXES } from '../utils/error-prefixes.ts';

export interface ComposerProps {
  conversationId: number;
  /** Sends the message; rejects with the server's refusal (the composer then keeps everything). */
  onSend: (input: { text: string; attachmentIds: number[] }) => Promise<unknown>;
  /** Upload seam for tests; defaults to POST /conversations/{id}/attachments. */
  upload?: (conversationId: number, file: File) => Promise<UploadedAttachment>;
}

export function Composer({ conversationId, onSend, upload = uploadAttachment }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;
  const sendable = canSend(text, attachments.length, MESSAGE_MAX_LENGTH) && uploading === 0 && !sending;

  const send = async () => {
    if (!sendable) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ text: text.trim(), attachmentIds: attachments.map((attachment) => attachment.id) });
      setText('');
      setAttachments([]);
    } catch (failure) {
      setError(errorText(t, failure, { prefixes: CONVERSATION_ERROR_PREFIXES }));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (action !== 'send') return;
    event.preventDefault();
    void send();
  };

  const addFiles = async (files: File[]) => {
    setError(null);
    for (const file of files.slice(0, MESSAGE_ATTACHMENTS_MAX - attachments.length)) {
      if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
        setError(t('conversations.composer.fileTooLarge', { name: file.name, max: formatFileSize(MESSAGE_ATTACHMENT_MAX_BYTES, i18n.language) }));
        continue;
      }
      if (!isAllowedAttachmentName(file.name)) {
        setError(t('conversations.composer.fileTypeNotAllowed', { name: file.name }));
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const uploaded = await upload(conversationId, file);
        setAttachments((current) => [...current, uploaded]);
      } catch (failure) {
        setError(t('conversations.composer.uploadFailed', { name: file.name, reason: errorText(t, failure, { prefixes: CONVERSATION_ERROR_PREFIXES }) }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <Stack gap="xs" component="form" onSubmit={(event) => { event.preventDefault(); void send(); }} data-testid="message-composer">
      {attachments.length > 0 || uploading > 0 ? (
        <Group gap="xs" aria-label={t('conversations.composer.attachments')} role="group">
          {attachments.map((attachment) => (
            <Pill key={attachment.id} size="lg">
              <Group gap={4} wrap="nowrap">
                <span>{attachment.name}</span>
                <CloseButton
                  size="xs"
                  aria-label={t('conversations.composer.removeAttachment', { name: attachment.name })}
                  onClick={() => setAttachments((current) => current.filter((item) => item.id !== attachment.id))}
                />
              </Group>
            </Pill>
          ))}
          {uploading > 0 ? <Loader size="xs" aria-label={t('conversations.composer.uploading')} /> : null}
        </Group>
      ) : null}
      <Textarea
        label={t('conversations.composer.label')}
        placeholder={t('conversations.composer.placeholder')}
        description={t('conversations.composer.hint')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <FileButton onChange={(files) => void addFiles(files)} multiple>
            {(props) => (
              <ActionIcon {...props} variant="default" size="lg" aria-label={t('conversations.composer.attach')} disabled={attachments.length >= MESSAGE_ATTACHMENTS_MAX}>
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Text size="xs" c={length > MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'} data-testid="composer-counter">
            {t('conversations.composer.counter', { length, max: MESSAGE_MAX_LENGTH })}
          </Text>
        </Group>
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={sending} disabled={!sendable}>
          {t('conversations.composer.send')}
        </Button>
      </Group>
      {error !== null ? (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
