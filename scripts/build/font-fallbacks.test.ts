import postcss from 'postcss';
import { fontFallbacks, SANS_FALLBACKS, SERIF_FALLBACKS } from './font-fallbacks';

const FACES = `
@font-face {
  font-family: 'Cormorant Garamond';
  font-weight: 600;
  src: url('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2') format('woff2');
}
@font-face {
  font-family: 'Inter Variable';
  font-weight: 100 900;
  src: url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations');
}
:root {
  --font-display: 'Cormorant Garamond', Georgia, 'Times New Roman', serif;
}
p { font-family: 'Inter Variable', Roboto, sans-serif; }
`;

const run = (css: string) =>
  postcss([
    fontFallbacks({ 'Cormorant Garamond': SERIF_FALLBACKS, 'Inter Variable': SANS_FALLBACKS }),
  ]).process(css, { from: `${process.cwd()}/src/styles/fonts.css` });

/** Each @font-face the plugin wrote, as its descriptors. */
function fallbackFaces(css: string): Record<string, string>[] {
  const faces: Record<string, string>[] = [];
  postcss.parse(css).walkAtRules('font-face', (face) => {
    const descriptors: Record<string, string> = {};
    face.walkDecls((decl) => {
      descriptors[decl.prop] = decl.value;
    });
    if (descriptors['font-family']?.includes('Fallback')) faces.push(descriptors);
  });
  return faces;
}

it("writes a face per platform font for each of the site's faces, scaled to it, from its file", async () => {
  const faces = fallbackFaces((await run(FACES)).css);
  expect(faces.map((face) => face['font-family'])).toEqual([
    '"Cormorant Garamond Fallback: Times New Roman"',
    '"Cormorant Garamond Fallback: Noto Serif"',
    '"Cormorant Garamond Fallback: Liberation Serif"',
    '"Inter Variable Fallback: Arial"',
    '"Inter Variable Fallback: Roboto"',
    '"Inter Variable Fallback: Liberation Sans"',
  ]);
  for (const face of faces) {
    expect(face['size-adjust']).toMatch(/^\d+(\.\d+)?%$/);
    expect(face['ascent-override']).toMatch(/^\d+(\.\d+)?%$/);
    expect(face['descent-override']).toMatch(/^\d+(\.\d+)?%$/);
  }
  // Cormorant is narrow: Times New Roman is scaled down to its average width.
  expect(parseFloat(faces[0]!['size-adjust']!)).toBeLessThan(100);
});

it("falls a 600 face back to the platform's bold, findable by full name, PostScript name and family", async () => {
  const [times, , liberation] = fallbackFaces((await run(FACES)).css);
  expect(times!['font-weight']).toBe('600');
  expect(times!.src).toBe(
    "local('Times New Roman Bold'), local('TimesNewRomanPS-BoldMT'), local('Times New Roman')",
  );
  expect(liberation!.src).toBe(
    "local('Liberation Serif Bold'), local('LiberationSerif-Bold'), local('Liberation Serif')",
  );
});

it("falls a variable face back to the platform's regular, with no weight of its own", async () => {
  const arial = fallbackFaces((await run(FACES)).css).find((face) =>
    face['font-family']!.includes('Arial'),
  );
  expect(arial!.src).toBe("local('Arial'), local('ArialMT')");
  expect(arial!['font-weight']).toBeUndefined();
});

const INTER_INSTANCES = {
  400: '@fontsource/inter/files/inter-latin-400-normal.woff2',
  500: '@fontsource/inter/files/inter-latin-500-normal.woff2',
  700: '@fontsource/inter/files/inter-latin-700-normal.woff2',
};

it("gives a variable face one fallback per instance's weight, scaled to that instance", async () => {
  const { css } = await postcss([
    fontFallbacks({ 'Inter Variable': SANS_FALLBACKS }, { 'Inter Variable': INTER_INSTANCES }),
  ]).process(FACES, { from: `${process.cwd()}/src/styles/fonts.css` });
  const arial = fallbackFaces(css).filter((face) => face['font-family']!.includes('Arial'));
  expect(arial.map((face) => [face['font-weight'], face.src])).toEqual([
    ['400', "local('Arial'), local('ArialMT')"],
    ['500', "local('Arial'), local('ArialMT')"],
    ['700', "local('Arial Bold'), local('Arial-BoldMT'), local('Arial')"],
  ]);
  // Inter's 500 is wider than its 400, over the same Arial.
  const [regular, medium] = arial.map((face) => parseFloat(face['size-adjust']!));
  expect(medium).toBeGreaterThan(regular!);
  // One stack names them all, once.
  expect(css).toContain(
    'font-family: "Inter Variable", "Inter Variable Fallback: Arial", "Inter Variable Fallback: Roboto", "Inter Variable Fallback: Liberation Sans", Arial, Roboto, "Liberation Sans", sans-serif',
  );
});

it('puts the fallbacks right after the family in every stack that starts with it, each family once', async () => {
  const root = postcss.parse((await run(FACES)).css);
  const stacks: Record<string, string> = {};
  root.walkDecls(/^(--font-display|font-family)$/, (decl) => {
    if (decl.parent?.type === 'rule') stacks[decl.prop] = decl.value;
  });
  expect(stacks['--font-display']).toBe(
    '"Cormorant Garamond", "Cormorant Garamond Fallback: Times New Roman", "Cormorant Garamond Fallback: Noto Serif", "Cormorant Garamond Fallback: Liberation Serif", "Times New Roman", "Noto Serif", "Liberation Serif", Georgia, serif',
  );
  expect(stacks['font-family']).toMatch(
    /^"Inter Variable", "Inter Variable Fallback: Arial", .*, Arial, Roboto, "Liberation Sans", sans-serif$/,
  );
});

it('fails the build when a family it is given has no face in a stylesheet that has faces', async () => {
  await expect(
    postcss([fontFallbacks({ 'Cormorant Garamond': SERIF_FALLBACKS, Missing: [] })]).process(
      FACES,
      {
        from: `${process.cwd()}/src/styles/fonts.css`,
      },
    ),
  ).rejects.toThrow('No @font-face for Missing');
});
