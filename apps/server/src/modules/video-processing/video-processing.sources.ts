// Public (AGENTS.md "Module boundaries"): what the videos and video-uploads modules use of video
// processing: queueing a video's processing job (and its key), and probing an upload before it is
// accepted. The code stays in video-processing.service.ts and video-processing.media.ts.
export { enqueueVideoProcessing, videoProcessingJobKey } from './video-processing.service.ts';
export { probeVideo, type ProbeVerdict, type VideoProbe } from './video-processing.media.ts';
