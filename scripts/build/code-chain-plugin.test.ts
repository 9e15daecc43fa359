// @vitest-environment node
/**
 * The replacement of Vite's preload helper rests on Vite's internals (decision 0052): this builds
 * a small chain with Vite as the site is built, and runs it, so that the day Vite loads its helper
 * from elsewhere, or calls it with something other than the import and the files it needs, this
 * fails rather than a visitor's download.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { codeChains } from './code-chain-plugin';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'vt-code-chain-'));
  // `page` and `other`, imported on demand, share `shared`: a chain of two files.
  const files: Record<string, string> = {
    'entry.js':
      "export const openPage = () => import('./page.js');\nexport const openOther = () => import('./other.js');\n",
    'page.js':
      "import { shared } from './shared.js';\nexport const page = `page with ${shared}`;\n",
    'other.js':
      "import { shared } from './shared.js';\nexport const other = `other with ${shared}`;\n",
    'shared.js': "export const shared = 'shared ' + Math.random();\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

afterEach(() => vi.unstubAllGlobals());

it("puts downloadChain in Vite's helper's place, called with each import's whole chain", async () => {
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [codeChains()],
    build: {
      outDir,
      manifest: true,
      minify: false,
      rolldownOptions: { input: join(root, 'entry.js'), preserveEntrySignatures: 'exports-only' },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const chainOf = (module: string) => {
    const chunk = manifest[module]!;
    return [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]!.file)].map(
      (file) => `/${file}`,
    );
  };

  // A page, as far as downloadChain needs one: its address, and a fetch that records each file.
  const asked: string[] = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('location', new URL('https://site.example/'));
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url).pathname);
    return new Response('// code');
  });
  const entry = manifest['entry.js']!.file;
  const { openPage } = (await import(pathToFileURL(join(outDir, entry)).href)) as {
    openPage: () => Promise<{ page: string }>;
  };

  const { page } = await openPage();
  expect(page).toMatch(/^page with shared /);
  expect(asked).toEqual(chainOf('page.js'));
  expect(asked).toHaveLength(2);
});
