/** Marks the hero's video, for the early script and hero-playback.ts to find. */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';
/** On the video's parent: 'ready' once its metadata is in (it then covers the poster), or 'unavailable'. */
export const VIDEO_STATE_ATTRIBUTE = 'data-video-state';
