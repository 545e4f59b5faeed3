// Split screen (issue 8): choose a second visible video (POST /videos/add-splitscreen), then both play
// side by side (stacked on a phone) in step, with an adjustable offset in seconds.
import { VIDEO_PAGE_SIZE_MAX, type Video } from '@campus/shared';
import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useVideo } from '../api/get-video.ts';
import { useVideos } from '../api/get-videos.ts';
import { useAddSplitscreen } from '../api/video-mutations.ts';
import { useSplitScreenSync } from '../hooks/use-split-screen-sync.ts';
import { EMPTY_VIDEO_FILTERS } from '../utils/video-filters.ts';
import { clampOffset, stepOffset } from '../utils/split-screen-sync.ts';

export interface SplitSelection {
  videoId: number;
  offset: number;
}

export interface SplitScreenPickerProps {
  courseId: number;
  video: Video;
  onOpen(selection: SplitSelection): void;
}

/** Picks the second video: a pairing saved before, or a new one. */
export function SplitScreenPicker({ courseId, video, onOpen }: SplitScreenPickerProps) {
  const { t } = useTranslation();
  const videos = useVideos(courseId, EMPTY_VIDEO_FILTERS);
  const add = useAddSplitscreen();
  const [selected, setSelected] = useState<string | null>(null);
  const candidates = useMemo(
    () =>
      (videos.data?.pages.flatMap((page) => page.items) ?? [])
        .filter((item) => item.id !== video.id && item.status === 'ready')
        .slice(0, VIDEO_PAGE_SIZE_MAX),
    [videos.data, video.id],
  );
  const titleOf = (id: number) => candidates.find((item) => item.id === id)?.title ?? `#${id}`;

  const open = () => {
    if (selected === null) return;
    const selectedVideoId = Number(selected);
    add.mutate(
      { main_video_id: video.id, selected_video_id: selectedVideoId, offsetSeconds: 0 },
      { onSuccess: (pair) => onOpen({ videoId: pair.selectedVideoId, offset: pair.offsetSeconds }) },
    );
  };

  return (
    <Stack gap="xs" data-testid="split-screen-picker">
      {video.splitscreens.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('videos.split.saved')}</Text>
          {video.splitscreens.map((pair) => (
            <Button key={pair.id} size="xs" variant="light" onClick={() => onOpen({ videoId: pair.selectedVideoId, offset: pair.offsetSeconds })}>
              {titleOf(pair.selectedVideoId)}
            </Button>
          ))}
        </Group>
      )}
      <Group align="flex-end" gap="xs">
        <Select
          label={t('videos.split.choose')}
          placeholder={t('videos.split.placeholder')}
          data={candidates.map((item) => ({ value: String(item.id), label: item.title }))}
          value={selected}
          onChange={setSelected}
          searchable
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={open} disabled={selected === null} loading={add.isPending}>
          {t('videos.split.open')}
        </Button>
      </Group>
      {add.isError && (
        <Alert color="red" role="alert">
          {errorText(t, add.error)}
        </Alert>
      )}
    </Stack>
  );
}

export interface SplitFollowerProps {
  main: HTMLVideoElement | null;
  selection: SplitSelection;
  onOffsetChange(offset: number): void;
  onClose(): void;
}

/** The second player, following the main one. */
export function SplitFollower({ main, selection, onOffsetChange, onClose }: SplitFollowerProps) {
  const { t } = useTranslation();
  const video = useVideo(selection.videoId, { redirectOnError: false });
  const [follower, setFollower] = useState<HTMLVideoElement | null>(null);
  useSplitScreenSync(main, follower, selection.offset);

  return (
    <Stack gap="xs" data-testid="split-follower">
      {video.data?.playerURL ? (
        <video
          ref={setFollower}
          src={video.data.playerURL}
          poster={video.data.posterUrl ?? undefined}
          muted
          playsInline
          preload="metadata"
          controls
          style={{ width: '100%', background: '#000', borderRadius: 4 }}
          data-testid="split-video"
          aria-label={video.data.title}
        />
      ) : (
        <Alert color="blue">{video.isError ? t('videos.split.unavailable') : t('common.loading')}</Alert>
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <ActionIcon variant="default" aria-label={t('videos.split.earlier')} onClick={() => onOffsetChange(stepOffset(selection.offset, -0.5))}>
          −
        </ActionIcon>
        <NumberInput
          label={t('videos.split.offset')}
          value={selection.offset}
          onChange={(value) => onOffsetChange(clampOffset(typeof value === 'number' ? value : Number(value) || 0))}
          step={0.1}
          decimalScale={1}
          w={120}
          data-testid="split-offset"
        />
        <ActionIcon variant="default" aria-label={t('videos.split.later')} onClick={() => onOffsetChange(stepOffset(selection.offset, 0.5))}>
          +
        </ActionIcon>
        <Button variant="subtle" size="xs" onClick={onClose}>
          {t('videos.split.close')}
        </Button>
      </Group>
    </Stack>
  );
}
