/**
 * The media make-media.sh generates is committed, so a build never needs ffmpeg: these are the
 * files the site serves, checked for what the specification asks of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MEDIA = join(import.meta.dirname, '..', '..', 'public', 'media');
/** What the pages carry inline, imported by the code (src/content/media.ts, hero-video.tsx). */
const INLINE_MEDIA = join(import.meta.dirname, '..', '..', 'src', 'content', 'media');
/** 1.2 MB, as the specification gives it (make-media.sh refuses to write more). */
const VIDEO_BUDGET_BYTES = 1_200_000;

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** Whether the file's first bytes are those of the format its name says. */
const isFormat: Record<string, (bytes: Buffer) => boolean> = {
  webm: (bytes) => bytes.readUInt32BE(0) === 0x1a45dfa3,
  mp4: (bytes) => ascii(bytes, 4, 8) === 'ftyp',
  avif: (bytes) => ascii(bytes, 4, 12) === 'ftypavif',
  webp: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
  jpg: (bytes) => bytes.readUIntBE(0, 3) === 0xffd8ff,
};

function readMedia(file: string, folder = MEDIA): Buffer {
  const bytes = readFileSync(join(folder, file));
  const extension = file.split('.').at(-1) ?? '';
  expect(isFormat[extension]?.(bytes), `${file} is a real ${extension} file`).toBe(true);
  return bytes;
}

it.each(['hero.webm', 'hero.mp4'])('the hero video %s is at most 1.2 MB', (file) => {
  expect(readMedia(file).length).toBeLessThanOrEqual(VIDEO_BUDGET_BYTES);
});

it.each(['webp', 'jpg'])('the hero poster comes as %s, full width and 640 wide', (format) => {
  for (const name of ['hero-poster', 'hero-poster-640']) {
    expect(readMedia(`${name}.${format}`).length).toBeGreaterThan(0);
  }
});

it('the hero poster the pages carry inline is a full-width AVIF', () => {
  expect(readMedia('hero-poster.avif', INLINE_MEDIA).length).toBeGreaterThan(0);
});
