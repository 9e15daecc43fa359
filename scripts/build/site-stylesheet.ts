/**
 * The site's stylesheet: the one CSS file the entry imports (src/styles/global.css, about 6 KB
 * gzip). Every prerendered page carries it inline (prerender-plugin.ts), so the first paint waits
 * for no second request on a slow network, and the Content-Security-Policy allows exactly that
 * text by its hash (hosting-headers-plugin.ts). Both read it from the bundle with this module, so
 * the hash is always of the text the pages hold.
 */
import type { Rollup } from 'vite';

export interface SiteStylesheet {
  /** As the bundle names it, e.g. `assets/index-abc123.css`. */
  fileName: string;
  css: string;
}

export function siteStylesheet(bundle: Rollup.OutputBundle): SiteStylesheet {
  const files = Object.values(bundle).flatMap((file) =>
    file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [],
  );
  if (files.length !== 1) {
    throw new Error(
      `Expected the entry to import exactly one stylesheet, found ${files.length} (${files.join(', ')})`,
    );
  }
  const [fileName] = files as [string];
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the bundle`);
  const css =
    typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  // Vite marks a stylesheet it has not finished (a /*$vite$:1*/ comment, removed later); a hash
  // of that draft would not match the file the pages carry.
  if (css.includes('/*$vite$')) {
    throw new Error(`${fileName} was read before Vite finished it: read it in a later hook`);
  }
  // Inside <style>, only this could end the element early.
  if (/<\/style/i.test(css))
    throw new Error(`${fileName} contains "</style", which cannot be inlined`);
  return { fileName, css };
}

/** Replaces the page's link to the stylesheet with the stylesheet itself. */
export function inlineStylesheet(html: string, sheet: SiteStylesheet): string {
  const href = `/${sheet.fileName}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`<link rel="stylesheet"[^>]*? href="${href}"[^>]*>`);
  if (!link.test(html))
    throw new Error(`index.html has no <link rel="stylesheet"> to /${sheet.fileName}`);
  return html.replace(link, () => `<style>${sheet.css}</style>`);
}
