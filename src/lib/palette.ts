/**
 * The brand's palette: its navy, gold and ivory, the one source of the site's colours. The
 * stylesheet declares each as `--color-<name>` in src/styles/tokens.css, which cannot import it
 * (scripts/build/stylesheet-constants.test.ts holds the two the same); the build reads it for
 * what no stylesheet colours: the browser's theme colour, the app's manifest, the share cards.
 */
export const PALETTE = {
  'navy-950': '#08131f',
  'navy-900': '#0d1f33',
  'navy-800': '#14304d',
  'navy-700': '#1f4068',
  ink: '#13223a',
  'ivory-50': '#fbf9f5',
  'ivory-100': '#f3eee4',
  'gold-300': '#e3cc9b',
  'gold-400': '#c9a86a',
  'gold-700': '#7d5d24',
  white: '#ffffff',
  'on-dark': '#f3eee4',
  'on-dark-muted': '#c9d1dc',
} as const;

/** The browser's bar and the installed app's title bar: index.html's theme-color, the manifest's. */
export const THEME_COLOUR = PALETTE['navy-900'];

/** Behind the installed app as it opens, before the page paints: the light page's ground. */
export const APP_BACKGROUND_COLOUR = PALETTE['ivory-50'];
