/**
 * The icons are committed files, made by make-icons.sh (icon.svg and the PNGs drawn from it; the
 * favicon is the same tile): their colours are written out there, and held here to the palette.
 */
import { readFileSync } from 'node:fs';
import { PALETTE, THEME_COLOUR } from '../../src/lib/palette';

const ICONS = ['public/favicon.svg', 'public/icons/icon.svg', 'scripts/media/make-icons.sh'];

it.each(ICONS)("%s draws in the palette's colours alone, on the theme colour's tile", (file) => {
  const colours = readFileSync(file, 'utf8').match(/#[\da-f]{6}\b/gi) ?? [];
  const palette: readonly string[] = Object.values(PALETTE);
  expect(
    colours.filter((colour) => !palette.includes(colour.toLowerCase())),
    `${file} colours the icons with src/lib/palette.ts's colours: take one from there`,
  ).toEqual([]);
  expect(colours).toContain(THEME_COLOUR);
});
