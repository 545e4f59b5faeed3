// Public (AGENTS.md "Module boundaries"): what the videos and video-uploads modules use of video
// processing: queueing a video's processing job (and its key), and probing an upload before it is
// accepted. The demo seed processes its videos at once (processVideo) and marks copies of one processed
// video ready (markVideoReady). The code stays in video-processing.service.ts, video-processing.media.ts
// and video-processing.handler.ts.
export { enqueueVideoProcessing, videoProcessingJobKey } from './video-processing.service.ts';
export { probeVideo, type ProbeVerdict, type VideoProbe } from './video-processing.media.ts';
export { markVideoReady, processVideo } from './video-processing.handler.ts';
