// What the video-progress feature hands other modules (learning paths, through app.ts): which of some
// videos a user has completed (watched at least the completion share, see video-progress.policy.ts).
export { completedVideoIds } from './video-progress.repository.ts';
