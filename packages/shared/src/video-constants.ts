// Video constants of spec §3, §4 and §9, zod-free so the web shell can import them without pulling in zod.

/** Server-side state of a video: a finished upload is processing until its MP4 and poster exist. */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Client upload status (spec §3 "Upload status"); ERROR is the native flow's name for FAILED. */
export const UPLOAD_STATUSES = ['UPLOADING', 'UPLOADED', 'FAILED', 'ERROR'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Who sees a video: the whole course, selected users (userIds), or only its owner and staff. */
export const VIDEO_VISIBILITIES = ['course', 'selected', 'private'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** Where a video came from: a file upload, or a live recording made in the browser (camera, MediaRecorder). */
export const VIDEO_SOURCES = ['upload', 'live_recording'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

/** Video list default limit (spec §9). */
export const VIDEO_PAGE_SIZE = 16;
export const VIDEO_PAGE_SIZE_MAX = 100;
/** Upload retries (spec §9). */
export const VIDEO_UPLOAD_RETRIES = 3;
/** Poster size and time (spec §9 "Thumbnail 1280x720 at time 0"). */
export const VIDEO_POSTER_WIDTH = 1280;
export const VIDEO_POSTER_HEIGHT = 720;
export const VIDEO_POSTER_TIME_SECONDS = 0;
/** Default per-campus upload size limit: 2 GiB. */
export const VIDEO_UPLOAD_MAX_BYTES_DEFAULT = 2 * 1024 * 1024 * 1024;
export const VIDEO_TITLE_MAX = 500;

/** Local preference defaults (spec §9). */
export const VIDEO_PREFERENCE_DEFAULTS = { wifi_upload_only: true, keep_videos: true } as const;

/** Background job states. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
