// The upload modal (spec §2 video-upload-modal, §4 upload status, §8 failure popup): pick or drop a file,
// title, topics, assignment; a progress bar while UPLOADING, 100 at UPLOADED, then "processing" until
// the video is ready. Uploads an earlier page left unfinished are offered for resuming.
import type { Course } from '@campus/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignmentOptions } from '../api/get-upload-options.ts';
import { useVideo } from '../api/get-video.ts';
import { videoKeys } from '../api/query-keys.ts';
import { findPendingUploads, type PendingUpload, type StartUploadOptions, type UploadHandle, type UploadTokenSource } from '../api/upload-video.ts';
import { useUpdateVideo } from '../api/video-mutations.ts';
import { usePendingUploads } from '../hooks/use-pending-uploads.ts';
import { useVideoUpload, type KeepLocalCopy, type QueueUpload } from '../hooks/use-video-upload.ts';
import { uploadMetadata } from '../utils/upload-status.ts';
import { titleFromFileName } from '../utils/upload-title.ts';
import { PendingUploadsAlert } from './pending-uploads-alert.tsx';
import { UploadFailedPopup } from './upload-failed-popup.tsx';
import { UploadProgressArea } from './upload-progress-area.tsx';
import { VideoUploadFields } from './video-upload-fields.tsx';

export interface VideoUploadModalProps {
  course: Pick<Course, 'og_id'>;
  opened: boolean;
  onClose(): void;
  tokens: UploadTokenSource;
  /** Keeps the finished native upload for offline viewing (keep_videos). */
  keepLocalCopy?: KeepLocalCopy | undefined;
  /** Keeps a video that may not upload now (offline, wifi only) on the device until it can. */
  queueUpload?: QueueUpload | undefined;
  /** The assignment the video is handed in for, chosen from the start (`?assignment=` of the videos page). */
  initialAssignmentId?: number | null;
  /** Seams for tests; the real ones load tus-js-client. */
  startUpload?: (options: StartUploadOptions) => Promise<UploadHandle>;
  findPending?: () => Promise<PendingUpload[]>;
}

export function VideoUploadModal({ course, opened, onClose, tokens, keepLocalCopy, queueUpload, initialAssignmentId = null, startUpload, findPending = findPendingUploads }: VideoUploadModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [assignmentId, setAssignmentId] = useState<string | null>(initialAssignmentId === null ? null : String(initialAssignmentId));
  const { pending, discard } = usePendingUploads(opened, findPending);
  const [popupOpen, setPopupOpen] = useState(false);
  const upload = useVideoUpload({ tokens, start: startUpload, keepLocalCopy, queueUpload });
  const assignments = useAssignmentOptions(course.og_id);
  const { state } = upload;
  const video = useVideo(state.status === 'UPLOADED' ? state.videoId : null, { redirectOnError: false });
  const updateVideo = useUpdateVideo();
  const [topicsSaved, setTopicsSaved] = useState(false);

  useEffect(() => {
    if (state.status === 'FAILED') setPopupOpen(true);
  }, [state.status]);

  const queryClient = useQueryClient();
  // The new video shows up in the grid (processing) as soon as the server has the file.
  useEffect(() => {
    if (state.status === 'UPLOADED') void queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
  }, [state.status, queryClient]);

  // Topics may be new names, which only PUT /videos/{id} accepts: set them once the video exists.
  const videoId = state.status === 'UPLOADED' ? state.videoId : null;
  useEffect(() => {
    if (videoId === null || topics.length === 0 || topicsSaved) return;
    setTopicsSaved(true);
    updateVideo.mutate({ videoId, input: { topics } });
  }, [videoId, topics, topicsSaved, updateVideo]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    if (!title) setTitle(titleFromFileName(chosen.name));
  };

  const submit = () => {
    if (!file || !title.trim()) return;
    setTopicsSaved(false);
    const metadata = uploadMetadata({
      courseId: course.og_id,
      title,
      assignmentId: assignmentId === null ? null : Number(assignmentId),
      topicIds: [],
      file,
      now: Date.now(),
    });
    void upload.begin(file, metadata);
  };

  const startOver = () => {
    upload.reset();
    setFile(null);
    setTitle('');
    setTopics([]);
    setAssignmentId(null);
  };

  const close = () => {
    if (state.status === 'UPLOADING') void upload.cancel();
    onClose();
  };

  const busy = state.status === 'UPLOADING';
  const done = state.status === 'UPLOADED';
  const queued = upload.queued === 'QUEUED' && upload.blocked !== null ? upload.blocked : null;

  return (
    <>
      <Modal opened={opened} onClose={close} title={t('videos.upload.title')} closeOnClickOutside={!busy}>
        <Stack data-testid="video-upload-modal">
          {pending.length > 0 && !busy && !done && <PendingUploadsAlert pending={pending} onDiscard={discard} />}

          {queued !== null && (
            <>
              <Alert color="teal" title={t('videos.upload.queued.title')} data-testid="upload-queued">
                {t(`videos.upload.queued.${queued}`, { title: title.trim() })}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={onClose}>{t('videos.upload.queued.close')}</Button>
              </Group>
            </>
          )}

          {upload.queued === 'QUEUE_FAILED' && (
            <Alert color="red" role="alert">
              {t('videos.upload.queued.failed')}
            </Alert>
          )}

          {!busy && !done && queued === null && (
            <VideoUploadFields
              file={file}
              title={title}
              topics={topics}
              assignmentId={assignmentId}
              assignmentOptions={assignments.data ?? []}
              blocked={upload.blocked}
              onChooseFile={choose}
              onTitleChange={setTitle}
              onTopicsChange={setTopics}
              onAssignmentChange={setAssignmentId}
              onCancel={close}
              onSubmit={submit}
            />
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
