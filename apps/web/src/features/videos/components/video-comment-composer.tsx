// The composer of a timestamped comment: stamped with the time the video was paused at (tenths). The time
// is the field's description, so a screen reader says it with the field. Keyboard: the field takes
// focus when it opens, Ctrl/⌘+Enter saves, Escape cancels.
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlayerTime } from '../utils/video-time.ts';

export interface VideoCommentComposerProps {
  time: number;
  saving: boolean;
  error: string | null;
  onSave(text: string): void;
  onCancel(): void;
}

export function VideoCommentComposer({ time, saving, error, onSave, onCancel }: VideoCommentComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const save = () => {
    if (text.trim() && !saving) onSave(text);
  };
  return (
    <Stack gap="xs" data-testid="comment-composer">
      <Textarea
        label={t('videos.player.commentLabel')}
        description={
          <Badge component="span" variant="light" data-testid="composer-time" data-time={time}>
            {t('videos.player.commentAt', { time: formatPlayerTime(time) })}
          </Badge>
        }
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        error={error}
        data-autofocus
        autoFocus
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('videos.player.composerKeys')}
        </Text>
        <Group gap="xs" ml="auto">
          <Button variant="default" onClick={onCancel}>
            {t('videos.actions.cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={!text.trim()}>
            {t('videos.player.saveComment')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
