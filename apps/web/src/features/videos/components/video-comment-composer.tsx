// The composer of a timestamped comment: stamped with the time the video was paused at (tenths).
import { Badge, Button, Group, Stack, Textarea } from '@mantine/core';
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
  return (
    <Stack gap="xs" data-testid="comment-composer">
      <Group gap="xs">
        <Badge variant="light" data-testid="composer-time" data-time={time}>
          {t('videos.player.commentAt', { time: formatPlayerTime(time) })}
        </Badge>
      </Group>
      <Textarea
        label={t('videos.player.commentLabel')}
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        data-autofocus
        autoFocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('videos.actions.cancel')}
        </Button>
        <Button onClick={() => onSave(text)} loading={saving} disabled={!text.trim()}>
          {t('videos.player.saveComment')}
        </Button>
      </Group>
    </Stack>
  );
}
