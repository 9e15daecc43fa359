/**
 * The one CSS file the entry imports, which every page carries inline (prerender-plugin.ts) and the
 * policy allows by hash (hosting-headers-plugin.ts): both read it here, so the hash is of that text.
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
