/**
 * Fallback faces whose metrics match the site's typefaces, so that a face arriving late moves no
 * text in any engine (decision 0048). A PostCSS plugin, run by Vite after it has inlined the
 * stylesheet's imports: for each `@font-face` of a family named below it reads the face's own
 * file (for a variable face, its static instances' files), and capsize (@capsizecss/unpack,
 * @capsizecss/core) writes one fallback face per platform font, scaled to the same average
 * width, ascent, descent and line gap. Every stack that starts with that family (`font-family`,
 * or a custom property such as `--font-display`) then lists those fallbacks next. No metric is
 * typed here: the site's come from its files, the platforms' from @capsizecss/metrics.
 */
import { createRequire } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { fromFile } from '@capsizecss/unpack/fs';
import type { AtRule, Plugin, Root } from 'postcss';

const { arial, notoSerif, roboto, timesNewRoman } = entireMetricsCollection;

/** What capsize reads of a font to make a fallback face for it. */
type FaceMetrics = Parameters<typeof createFontStack>[0][number] & { fullName: string };

/** A font a platform has: its metrics in @capsizecss/metrics. */
export interface PlatformFont {
  metrics: FaceMetrics & { variants?: Record<string, FaceMetrics> };
  /** For a font drawn to another's metrics, which capsize has not: the name `local()` finds it by. */
  local?: string;
}

/**
 * The serif every platform has: Times New Roman on Windows, macOS and iOS; Noto Serif on Android;
 * Liberation Serif on Linux (Ubuntu and Fedora ship it), drawn to Times New Roman's metrics.
 */
export const SERIF_FALLBACKS: readonly PlatformFont[] = [
  { metrics: timesNewRoman },
  { metrics: notoSerif },
  { metrics: timesNewRoman, local: 'Liberation Serif' },
];

/**
 * The sans-serif every platform has: Arial on Windows, macOS and iOS; Roboto on Android;
 * Liberation Sans on Linux, drawn to Arial's metrics.
 */
export const SANS_FALLBACKS: readonly PlatformFont[] = [
  { metrics: arial },
  { metrics: roboto },
  { metrics: arial, local: 'Liberation Sans' },
];

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The first family a font stack names. */
const firstFamily = (stack: string) => unquote(stack.split(',')[0] ?? '');

/**
 * The platform font's face a browser would set text of this weight in: the same weight where it
 * has one, else its bold from 600 up and its regular below, as CSS font matching picks. For a font
 * drawn to another's metrics, that face's names are made from its own family's.
 */
function platformFace({ metrics: font, local }: PlatformFont, weight: number): FaceMetrics {
  const variants = font.variants ?? {};
  const face =
    variants[String(weight)] ?? (weight >= 600 ? variants['700'] : variants.regular) ?? font;
  if (!local) return face;
  const style = face.fullName.slice(font.familyName.length).trim();
  return {
    ...face,
    // capsize names the fallback face, and its local() sources, from these.
    familyName: local,
    fullName: style ? `${local} ${style}` : local,
    postscriptName: local.replaceAll(' ', '') + (style ? `-${style.replaceAll(' ', '')}` : ''),
  };
}

/** A file a face names, resolved as Vite resolves it: relative to the stylesheet, or a package's. */
function resolveFile(face: AtRule, url: string): string {
  const from = face.source?.input.file ?? resolve('index.css');
  if (url.startsWith('.') || isAbsolute(url)) return resolve(dirname(from), url);
  return createRequire(from).resolve(url);
}

/** The file a face's first `url()` names. */
function faceFile(face: AtRule): string {
  const src = face.nodes?.find((node) => node.type === 'decl' && node.prop === 'src');
  const url = src?.type === 'decl' ? /url\(\s*(['"]?)([^'")]+)\1\s*\)/.exec(src.value)?.[2] : null;
  if (!url) throw new Error(`@font-face without a url() source: ${face.toString()}`);
  return resolveFile(face, url);
}

function descriptor(face: AtRule, name: string): string | undefined {
  const decl = face.nodes?.find((node) => node.type === 'decl' && node.prop === name);
  return decl?.type === 'decl' ? decl.value : undefined;
}

/**
 * The weights of a variable face, each with the file of its static instance: a variable face's
 * own file gives capsize its default instance only, and its bolder weights are wider.
 */
export type Instances = Readonly<Record<number, string>>;

/** One fallback face per platform font for one of the site's faces at one weight, and its stack. */
async function fallbacksAt(
  metrics: Awaited<ReturnType<typeof fromFile>>,
  family: string,
  fonts: readonly PlatformFont[],
  weight: number | undefined,
) {
  const platformFaces = fonts.map((font) => platformFace(font, weight ?? 400));
  const stack = createFontStack([{ ...metrics, familyName: family }, ...platformFaces], {
    fontFaceProperties: weight === undefined ? {} : { fontWeight: weight },
  });
  return { ...stack, platformFaces };
}

/**
 * The fallback faces for one of the site's faces. A face of one weight gets the platform's face
 * of that weight. A variable face gets one per weight of its instances, each scaled to that
 * instance; without instances, one regular face with no weight, which the browser makes bold
 * where the text asks for it.
 */
async function fallbacksFor(
  face: AtRule,
  family: string,
  fonts: readonly PlatformFont[],
  instances: Instances | undefined,
) {
  const weight = descriptor(face, 'font-weight');
  const single = weight && /^\d+$/.test(weight) ? Number(weight) : undefined;
  if (single !== undefined || !instances) {
    return [await fallbacksAt(await fromFile(faceFile(face)), family, fonts, single)];
  }
  return Promise.all(
    Object.entries(instances).map(async ([instanceWeight, file]) =>
      fallbacksAt(await fromFile(resolveFile(face, file)), family, fonts, Number(instanceWeight)),
    ),
  );
}

/**
 * capsize finds a platform's face by its full and PostScript names, as Chromium, Firefox and
 * Safari do. WebKitGTK finds local() fonts by family alone, at the weight the face declares: a
 * bold face's family comes last for it.
 */
function findableByFamily(fallbackFaces: Root, platformFaces: readonly FaceMetrics[]): void {
  fallbackFaces.nodes.forEach((node, index) => {
    const face = platformFaces[index];
    if (node.type !== 'atrule' || !face || face.fullName === face.familyName) return;
    node.walkDecls('src', (src) => {
      src.value += `, local('${face.familyName}')`;
    });
  });
}

/**
 * `families`: the platform fonts each of the site's families falls back to. `instances`: for a
 * variable face, the static instances whose metrics its fallbacks take, weight by weight.
 */
export function fontFallbacks(
  families: Record<string, readonly PlatformFont[]>,
  instances: Record<string, Instances> = {},
): Plugin {
  return {
    postcssPlugin: 'font-fallbacks',
    async Once(root: Root, { parse }) {
      const stacks = new Map<string, string>();
      const faces: AtRule[] = [];
      root.walkAtRules('font-face', (face) => {
        faces.push(face);
      });
      for (const face of faces) {
        const family = unquote(descriptor(face, 'font-family') ?? '');
        const fonts = families[family];
        if (!fonts) continue;
        const weights = await fallbacksFor(face, family, fonts, instances[family]);
        // Each goes right after the face: the heaviest first, so that they read lightest first.
        for (const { fontFaces, fontFamily, platformFaces } of weights.reverse()) {
          // Parsed as part of the stylesheet they go into, so PostCSS knows their file.
          const fallbackFaces = parse(fontFaces, { from: root.source?.input.file });
          findableByFamily(fallbackFaces, platformFaces);
          face.after(fallbackFaces);
          stacks.set(family, fontFamily);
        }
      }
      const missing = Object.keys(families).filter((family) => !stacks.has(family));
      if (stacks.size > 0 && missing.length > 0) {
        throw new Error(`No @font-face for ${missing.join(', ')}, which font fallbacks names`);
      }
      root.walkDecls(/^(font-family|--font-[\w-]+)$/, (decl) => {
        if (decl.parent?.type === 'atrule') return; // a face's own name
        const [first, ...rest] = decl.value.split(',');
        const stack = stacks.get(firstFamily(first ?? ''));
        if (!stack) return;
        const named = new Set(stack.split(',').map(unquote));
        const others = rest.map((family) => family.trim()).filter((f) => !named.has(unquote(f)));
        decl.value = [stack, ...others].join(', ');
      });
    },
  };
}
fontFallbacks.postcss = true as const;
