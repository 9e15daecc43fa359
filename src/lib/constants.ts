/** Constants from the specification (section 9), one place each. */

/** Widths below this are "mobile". */
export const MOBILE_BREAKPOINT_PX = 768;

/** Smooth scrolling to a section by id. */
export const SECTION_SCROLL_DURATION_MS = 1200;

/** Sections are revealed once this share of them is visible. */
export const REVEAL_THRESHOLD = 0.5;
/** On devices with two or fewer cores a section reveals earlier, so scrolling never waits on it. */
export const REVEAL_THRESHOLD_LOW_END = 0.2;
/** Devices with this many logical cores or fewer count as low-end. */
export const LOW_END_MAX_CORES = 2;

/** localStorage key and value that record acceptance of the disclaimer. */
export const DISCLAIMER_STORAGE_KEY = 'disclaimerAccepted';
export const DISCLAIMER_ACCEPTED_VALUE = 'true';

/** Window event fired when the visitor accepts the disclaimer; the hero video restarts on it. */
export const DISCLAIMER_ACCEPTED_EVENT = 'disclaimer:accepted';

/** Hero video: plays only while at least this share of it is visible. */
export const VIDEO_VISIBILITY_THRESHOLD = 0.3;
/** Hero video: how often to restart it if it should be playing but is paused. */
export const VIDEO_HEALTH_CHECK_MS = 2000;
/** Hero video: second restart after the disclaimer is accepted, if the first did not take. */
export const VIDEO_BACKUP_RESTART_MS = 100;
/** Hero video: iOS sometimes refuses the first autoplay and accepts a second try shortly after. */
export const VIDEO_IOS_RETRY_MS = 150;

/** Typing animation: default delay per character, and below the mobile breakpoint. */
export const TYPING_CHAR_DELAY_MS = 80;
export const TYPING_CHAR_DELAY_MOBILE_MS = 50;
/** The home title: the brand name, then the tagline. */
export const TITLE_TYPING = { startDelayMs: 800, charDelayMs: 80 } as const;
export const TAGLINE_TYPING = { startDelayMs: 1400, charDelayMs: 60 } as const;

/** Toasts (sonner): 4 s, at most 3 at once, bottom right, Alt+T to reach them. */
export const TOAST_SETTINGS = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  /** sonner has no prop for it: patches/sonner+2.0.8.patch sets it in its code (npm ci applies it). */
  swipeThresholdPx: 20,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

/** An unknown path "is also logged to the console": this, with the path after it. */
export const NOT_FOUND_CONSOLE_MESSAGE = '404 Error: User attempted to access non-existent route: ';
