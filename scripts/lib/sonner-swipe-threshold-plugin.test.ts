// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setSonnerSwipeThreshold } from './sonner-swipe-threshold-plugin';

const sonnerDist = dirname(createRequire(import.meta.url).resolve('sonner'));

describe('setSonnerSwipeThreshold', () => {
  it.each(['index.mjs', 'index.js'])(
    'sets the threshold in the installed sonner’s %s, and nothing else',
    (file) => {
      const code = readFileSync(join(sonnerDist, file), 'utf8');
      const rewritten = setSonnerSwipeThreshold(code, 20);
      expect(rewritten).toMatch(/\bconst SWIPE_THRESHOLD = 20;/);
      expect(rewritten.replace('SWIPE_THRESHOLD = 20;', 'SWIPE_THRESHOLD = 45;')).toBe(code);
    },
  );

  it('fails, naming the file and the fix, when sonner no longer declares it', () => {
    const renamed = 'const SWIPE_DISTANCE = 45;\nif (amount >= SWIPE_DISTANCE) dismiss();';
    expect(() => setSonnerSwipeThreshold(renamed, 20, 'sonner/dist/index.mjs')).toThrow(
      /in sonner\/dist\/index\.mjs, found 0[\s\S]*20 px[\s\S]*sonner-swipe-threshold-plugin\.ts/,
    );
  });

  it('fails when the declaration is no longer what decides a swipe', () => {
    expect(() => setSonnerSwipeThreshold('const SWIPE_THRESHOLD = 45;', 20)).toThrow(
      /declared but never used/,
    );
  });
});
