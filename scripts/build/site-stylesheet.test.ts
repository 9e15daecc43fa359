import type { Rollup } from 'vite';
import { inlineStylesheet, siteStylesheet } from './site-stylesheet';

function bundleWith(css: string, importedCss = ['assets/index-abc.css']): Rollup.OutputBundle {
  const entry = {
    type: 'chunk',
    isEntry: true,
    fileName: 'assets/index-abc.js',
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  };
  const sheet = { type: 'asset', fileName: 'assets/index-abc.css', source: css };
  return { [entry.fileName]: entry, [sheet.fileName]: sheet } as unknown as Rollup.OutputBundle;
}

it("reads the entry's one stylesheet from the bundle", () => {
  expect(siteStylesheet(bundleWith('body{margin:0}'))).toEqual({
    fileName: 'assets/index-abc.css',
    css: 'body{margin:0}',
  });
});

it('refuses a draft Vite has not finished, whose hash would not match the pages', () => {
  expect(() => siteStylesheet(bundleWith('body{margin:0}\n/*$vite$:1*/'))).toThrow(
    /read before Vite finished it/,
  );
});

it('refuses CSS that would end the <style> element early, and an entry with two stylesheets', () => {
  expect(() => siteStylesheet(bundleWith('a::after{content:"</style>"}'))).toThrow(/"<\/style"/);
  expect(() => siteStylesheet(bundleWith('', ['a.css', 'b.css']))).toThrow(
    /found 2 \(a.css, b.css\)/,
  );
});

it('puts the stylesheet in place of its link, even where the CSS holds "$&"', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
  const sheet = { fileName: 'assets/index-abc.css', css: 'a::before{content:"$&"}' };
  expect(inlineStylesheet(html, sheet)).toBe('<head><style>a::before{content:"$&"}</style></head>');
});
