/**
 * Every mark the page's first script, the prerenderer, the stylesheet and the app leave in the
 * markup for one another, declared here: one vocabulary, whoever writes or reads it. The
 * stylesheet, which cannot import, names them as text; scripts/testing/data-attributes-in-css.test.ts
 * fails when it names one that is not here.
 */

/**
 * On #root, by the prerenderer: the path whose page the HTML is, or '404' for the page that
 * answers a path no page has. The first script and the app read it (`prerenderedPage`).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The prerendered page's path, or '404', or undefined where the document was not prerendered. */
export const prerenderedPage = (): string | undefined =>
  document.getElementById('root')?.getAttribute(PRERENDERED_ATTRIBUTE) ?? undefined;

/** On the head tags the prerenderer hoists, which the app replaces with its own on hydrating. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** On the hero video's sources: their address, held back until the first script gives it. */
export const HELD_SOURCE_ATTRIBUTE = 'data-src';

/** The page notices' region, in every page's HTML beside the app (page-notices-region.tsx). */
export const PAGE_NOTICES_ATTRIBUTE = 'data-page-notices';

/** On a page notice shown with an id (src/components/page-notice.ts), which it is shown once by. */
export const NOTICE_ATTRIBUTE = 'data-notice';

/**
 * Set by the app on an element its code enhances now: from its first render after hydrating, or
 * at once for one it renders afresh (src/runtime/enhanced.ts).
 */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * On a form pressed before its code hydrated it, with what became of the press: `refused` by the
 * browser's own checks (a required field empty); `held`, not posted (src/runtime/held-presses.ts);
 * `handed` by the starter to the form's code, which is on its way. Whoever carries the press out
 * removes it first, so it goes one way: the form's code as it hydrates it (src/runtime/part.tsx) or
 * when it handles the submit, or the starter keeping it in the outbox.
 */
export const PRESSED_ATTRIBUTE = 'data-pressed';

/** What became of a press, as `PRESSED_ATTRIBUTE` says. */
export type Press = 'refused' | 'held' | 'handed';

/** On <html>: a link followed offline and held, which the starter tells of. */
export const HELD_LINK_ATTRIBUTE = 'data-held-link';

/** On <html>: the starter runs, and carries out the presses the first script holds. */
export const STARTER_ATTRIBUTE = 'data-starter';

/**
 * Marks the template that holds what the first paint does not need: the page's starter script
 * (and the modules it imports), then its manifest, which the first script puts in after paint
 * (scripts/build/prerender-plugin.ts, src/features/pwa/install-offer.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** On <html> when the device has two or fewer cores, for the stylesheet's reveals. */
export const LOW_END_ATTRIBUTE = 'data-low-end';

/** On a part: `used` or `near`. */
export const PART_ATTRIBUTE = 'data-part';

/** On a part once it is wanted; on <html> once the code is, with the first reason. */
export const WANTED_ATTRIBUTE = 'data-wanted';

/** The Install app button, whose press the first script answers (src/features/pwa/install-offer.ts). */
export const INSTALL_BUTTON_ATTRIBUTE = 'data-install-button';

/** iOS Safari's Add to Home Screen steps, a dialog the Install app button opens there. */
export const INSTALL_STEPS_ATTRIBUTE = 'data-install-steps';

/**
 * On <html> while the browser's offer to install stands, or 'ios' in iOS Safari, which installs
 * by the steps: the stylesheet shows the Install app button then.
 */
export const INSTALL_OFFERED_ATTRIBUTE = 'data-install-offered';

/** On <html>: 'accepted' or 'pending', for this page view (the stylesheet reads it). */
export const DISCLAIMER_STATE_ATTRIBUTE = 'data-disclaimer';

/** The disclaimer's dialog, its standalone screen's form and their I AGREE box. */
export const DISCLAIMER_DIALOG_ATTRIBUTE = 'data-disclaimer-dialog';

export const DISCLAIMER_FORM_ATTRIBUTE = 'data-disclaimer-form';

export const DISCLAIMER_AGREE_ATTRIBUTE = 'data-disclaimer-agree';

/** Marks the hero's video, for the first script and hero-playback.ts to find. */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';

/** On the video's parent: 'ready' once its metadata is in (it then covers the poster), or 'unavailable'. */
export const VIDEO_STATE_ATTRIBUTE = 'data-video-state';

/** The sticky header marks itself with this attribute so scrolling can clear it. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/** Marks the side menu, which a followed link, a click on its dim and focus leaving it close. */
export const SIDE_MENU_ATTRIBUTE = 'data-side-menu';
