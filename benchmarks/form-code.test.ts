// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chunkImports,
  formCode,
  pageEntries,
  reachable,
  readFormCode,
  type ChunkImports,
} from './form-code';

describe('chunkImports', () => {
  it("reads a built chunk's static and dynamic imports as site paths", () => {
    const source =
      'import{a as e}from"./react-Bh3ukQiy.js";import"./side-effect-AAAAAAAA.js";' +
      'const t=()=>import(`./contact-form-CwLXJN-o.js`),n=()=>import("./outbox-C0Wd5tyY.js");' +
      'import{b}from "./toast-CVcxqrZ6.js";const url="https://example.com/x.js";';
    expect(chunkImports(source, '/assets/section-heading-CuXzCsvX.js')).toEqual({
      static: [
        '/assets/react-Bh3ukQiy.js',
        '/assets/side-effect-AAAAAAAA.js',
        '/assets/toast-CVcxqrZ6.js',
      ],
      dynamic: ['/assets/contact-form-CwLXJN-o.js', '/assets/outbox-C0Wd5tyY.js'],
    });
  });

  it('counts an import repeated in a chunk once', () => {
    const source = 'import{a}from"./x.js";import{b}from"./x.js";';
    expect(chunkImports(source, '/assets/y.js').static).toEqual(['/assets/x.js']);
  });
});

/**
 * A site in miniature: the page's script loads boot, which loads the router, which loads the home
 * route (with a form) and the legal route (without); the form loads its sending code on demand.
 */
const GRAPH = new Map<string, ChunkImports>([
  ['/assets/index.js', { static: ['/assets/constants.js'], dynamic: ['/assets/boot.js'] }],
  ['/assets/boot.js', { static: ['/assets/react.js'], dynamic: ['/assets/router.js'] }],
  [
    '/assets/router.js',
    { static: ['/assets/react.js'], dynamic: ['/assets/home.js', '/assets/legal.js'] },
  ],
  ['/assets/home.js', { static: ['/assets/reveal.js'], dynamic: ['/assets/contact-form.js'] }],
  ['/assets/legal.js', { static: ['/assets/legal-text.js'], dynamic: [] }],
  ['/assets/contact-form.js', { static: ['/assets/react.js'], dynamic: ['/assets/supabase.js'] }],
  ['/assets/supabase.js', { static: [], dynamic: [] }],
  ['/assets/react.js', { static: [], dynamic: [] }],
  ['/assets/constants.js', { static: [], dynamic: [] }],
  ['/assets/reveal.js', { static: [], dynamic: [] }],
  ['/assets/legal-text.js', { static: [], dynamic: [] }],
  // Loaded by nothing the page starts.
  ['/assets/orphan.js', { static: ['/assets/contact-form.js'], dynamic: [] }],
]);

describe('reachable', () => {
  it('follows static imports only, or dynamic ones too', () => {
    expect([...reachable(GRAPH, ['/assets/router.js'], { dynamic: false })].sort()).toEqual([
      '/assets/react.js',
      '/assets/router.js',
    ]);
    expect(reachable(GRAPH, ['/assets/router.js'], { dynamic: true })).toContain(
      '/assets/legal-text.js',
    );
  });
});

describe('formCode', () => {
  it('takes the way from the page to the forms and all the forms load, not the other branches', () => {
    expect(formCode(GRAPH, ['/assets/index.js'], ['/assets/contact-form.js'])).toEqual([
      '/assets/boot.js',
      '/assets/constants.js',
      '/assets/contact-form.js',
      '/assets/home.js',
      '/assets/index.js',
      '/assets/react.js',
      '/assets/reveal.js',
      '/assets/router.js',
      '/assets/supabase.js',
    ]);
  });
});

describe('pageEntries', () => {
  it("finds the page's module scripts, not its classic inline ones", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-D2nDHyn3.js"></script>' +
      '<link rel="modulepreload" href="/assets/constants.js"><script>window.x=1</script>' +
      '<script src="/legacy.js"></script></head>';
    expect(pageEntries(html)).toEqual(['/assets/index-D2nDHyn3.js']);
  });
});

describe('readFormCode', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'form-code-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/assets/index-AAAAAAAA.js"></script>',
    );
    writeFileSync(join(dist, 'assets/index-AAAAAAAA.js'), 'import(`./section-BBBBBBBB.js`)');
    writeFileSync(
      join(dist, 'assets/section-BBBBBBBB.js'),
      'const a=()=>import(`./contact-form-CCCCCCCC.js`),b=()=>import(`./capital-raising-form-DDDDDDDD.js`);',
    );
    writeFileSync(join(dist, 'assets/contact-form-CCCCCCCC.js'), 'import"./send-EEEEEEEE.js";');
    writeFileSync(join(dist, 'assets/capital-raising-form-DDDDDDDD.js'), '');
    writeFileSync(join(dist, 'assets/send-EEEEEEEE.js'), '');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the forms' code from a build", async () => {
    expect(await readFormCode(dist, 'index.html')).toEqual([
      '/assets/capital-raising-form-DDDDDDDD.js',
      '/assets/contact-form-CCCCCCCC.js',
      '/assets/index-AAAAAAAA.js',
      '/assets/section-BBBBBBBB.js',
      '/assets/send-EEEEEEEE.js',
    ]);
  });

  it('says so when a form is no longer a chunk of its own', async () => {
    rmSync(join(dist, 'assets/contact-form-CCCCCCCC.js'));
    await expect(readFormCode(dist, 'index.html')).rejects.toThrow(
      /expected one chunk of contact-form/,
    );
  });
});
