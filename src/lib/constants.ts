/** Constants from the specification (section 9), one place each. */

/** Widths below this are "mobile". */
export const MOBILE_BREAKPOINT_PX = 768;

/** Smooth scrolling to a section by id. */
export const SECTION_SCROLL_DURATION_MS = 1200;

/** Sections fade in once this share of them is visible. */
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
