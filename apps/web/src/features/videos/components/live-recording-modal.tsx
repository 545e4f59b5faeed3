// live-recording-modal (spec §2, issue 18): record a video with the camera in the browser and upload it
// through the same tus upload as a chosen file (processing, poster, progress and resume alike), marked as
// a live recording. Camera → muted live preview → Start/Stop with the elapsed time (stops by itself at
// LIVE_RECORDING_MAX_SECONDS) → review with a title → Upload or Record again. The camera is released as
// soon as the clip is recorded and when the modal closes.
import { appPath, VIDEO_TITLE_MAX, type Course, type VideoSource } from '@campus/shared';
import { LIVE_RECORDING_MAX_SECONDS, recordingFileName } from '@campus/shared/rules/live-recording';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideo } from '../api/get-video.ts';
import { videoKeys } from '../api/query-keys.ts';
import type { StartUploadOptions, UploadHandle, UploadTokenSource } from '../api/upload-video.ts';
import { useCameraRecorder, type CameraRecorderSeams } from '../hooks/use-camera-recorder.ts';
import { useVideoUpload, type KeepLocalCopy } from '../hooks/use-video-upload.ts';
import { uploadMetadata } from '../utils/upload-status.ts';
import { formatPlayerTime } from '../utils/video-time.ts';
import { UploadFailedPopup } from './upload-failed-popup.tsx';
import { UploadProgressArea } from './upload-progress-area.tsx';

const LIVE_RECORDING: VideoSource = 'live_recording';

export interface LiveRecordingModalProps {
  course: Pick<Course, 'og_id'>;
  opened: boolean;
  onClose(): void;
  tokens: UploadTokenSource;
  /** Keeps the finished native upload for offline viewing (keep_videos). */
  keepLocalCopy?: KeepLocalCopy | undefined;
  /** Seams for tests: the real ones load tus-js-client and use the browser's camera and MediaRecorder. */
  startUpload?: (options: StartUploadOptions) => Promise<UploadHandle>;
  recorder?: CameraRecorderSeams;
}

export function LiveRecordingModal({ course, opened, onClose, tokens, keepLocalCopy, startUpload, recorder: seams }: LiveRecordingModalProps) {
  const { t } = useTranslation();
  const recorder = useCameraRecorder(seams);
  const { state: recorderState, clip } = recorder;
  const [title, setTitle] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const upload = useVideoUpload({ tokens, start: startUpload, keepLocalCopy });
  const { state } = upload;
  const video = useVideo(state.status === 'UPLOADED' ? state.videoId : null, { redirectOnError: false });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (state.status === 'FAILED') setPopupOpen(true);
  }, [state.status]);

  // The new video shows up in the grid (processing) as soon as the server has the file.
  useEffect(() => {
    if (state.status === 'UPLOADED') void queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
  }, [state.status, queryClient]);

  const busy = state.status === 'UPLOADING';
  const done = state.status === 'UPLOADED';
  const phase = recorderState.phase;
  const elapsed = phase === 'recording' || phase === 'finishing' || phase === 'recorded' ? recorderState.elapsed : 0;

  const submit = () => {
    if (!clip || !title.trim()) return;
    const file = new File([clip.blob], recordingFileName(new Date(), clip.extension), { type: clip.type });
    const metadata = uploadMetadata({ courseId: course.og_id, title, assignmentId: null, topicIds: [], file, now: Date.now() });
    void upload.begin(file, { ...metadata, source: LIVE_RECORDING });
  };

  const recordAgain = () => {
    upload.reset();
    recorder.again();
  };

  const startOver = () => {
    setTitle('');
    recordAgain();
  };

  const close = () => {
    if (busy) void upload.cancel();
    onClose();
  };

  const previewRef = (element: HTMLVideoElement | null) => {
    if (element && element.srcObject !== recorder.stream) element.srcObject = recorder.stream;
  };

  const live = phase === 'ready' || phase === 'recording' || phase === 'finishing';
  const maxText = formatPlayerTime(LIVE_RECORDING_MAX_SECONDS);

  return (
    <>
      <Modal opened={opened} onClose={close} title={t('videos.live.title')} closeOnClickOutside={!busy && phase !== 'recording'} size="lg">
        <Stack data-testid="live-recording-modal" data-phase={phase}>
          {phase === 'requesting' && (
            <Group gap="xs" data-testid="live-recording-requesting">
              <Loader size="sm" />
              <Text>{t('videos.live.requesting')}</Text>
            </Group>
          )}

          {phase === 'failed' && (
            <>
              <Alert color="red" role="alert" title={t('videos.live.cameraTitle')} data-testid="live-recording-camera-problem">
                {t(`videos.live.camera.${recorderState.problem}`)}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={close}>{t('videos.actions.close')}</Button>
              </Group>
            </>
          )}

          {live && (
            <>
              <video
                ref={previewRef}
                muted
                autoPlay
                playsInline
                aria-label={t('videos.live.preview')}
                data-testid="live-recording-preview"
                style={{ width: '100%', background: 'black', borderRadius: 'var(--mantine-radius-sm)' }}
              />
              <Group justify="space-between">
                <Group gap="xs">
                  {phase !== 'ready' && (
                    <Badge color="red" variant="filled" data-testid="live-recording-indicator">
                      {t('videos.live.recording')}
                    </Badge>
                  )}
                  <Text data-testid="live-recording-elapsed" aria-live="off">
                    {t('videos.live.elapsed', { elapsed: formatPlayerTime(elapsed), max: maxText })}
                  </Text>
                </Group>
                {phase === 'ready' ? (
                  <Button color="red" onClick={recorder.start}>
                    {t('videos.live.start')}
                  </Button>
                ) : (
                  <Button onClick={recorder.stop} loading={phase === 'finishing'}>
                    {t('videos.live.stop')}
                  </Button>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('videos.live.maxHint', { max: maxText })}
              </Text>
            </>
          )}

          {phase === 'recorded' && !busy && !done && (
            <>
              {clip?.url && (
                <video
                  src={clip.url}
                  controls
                  playsInline
                  aria-label={t('videos.live.review')}
                  data-testid="live-recording-review"
                  style={{ width: '100%', background: 'black', borderRadius: 'var(--mantine-radius-sm)' }}
                />
              )}
              <Text size="sm" data-testid="live-recording-length">
                {recorderState.automatic
                  ? t('videos.live.stoppedAtMax', { max: maxText })
                  : t('videos.live.length', { elapsed: formatPlayerTime(elapsed) })}
              </Text>
              <TextInput
                label={t('videos.fields.title')}
                required
                maxLength={VIDEO_TITLE_MAX}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                data-autofocus
              />
              {upload.blocked && (
                <Alert color="yellow" data-testid="upload-blocked">
                  {t(`videos.upload.blocked.${upload.blocked}`)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={recordAgain}>
                  {t('videos.live.again')}
                </Button>
                <Button onClick={submit} disabled={!clip || !title.trim()}>
                  {t('videos.upload.start')}
                </Button>
              </Group>
            </>
          )}

          {(busy || done) && (
            <UploadProgressArea
              courseId={course.og_id}
              title={title}
              busy={busy}
              progress={state.progress}
              resumed={upload.resumed}
              video={video.data}
              onCancelUpload={() => void upload.cancel()}
              onStartOver={startOver}
              onClose={onClose}
              openPath={(nid) => appPath('live-recording-comments', { nid })}
              startOverLabel={t('videos.live.another')}
            />
          )}
        </Stack>
      </Modal>
      <UploadFailedPopup
        opened={popupOpen}
        title={title}
        code={state.error}
        onConfirm={() => {
          setPopupOpen(false);
          upload.reset();
        }}
      />
    </>
  );
}
