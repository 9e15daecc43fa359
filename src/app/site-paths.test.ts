import { PAGE_META } from '../content/page-meta';
import { createAppRouter } from './router';
import { fileAnsweringPath, INDEXED_PATHS, SITE_PATHS } from './site-paths';

it('lists exactly the pages the router defines', () => {
  const router = createAppRouter();
  const routerPaths = Object.keys(router.routesByPath);
  expect([...routerPaths].sort()).toEqual([...SITE_PATHS].sort());
});

it('gives every page a title and description, and no page that does not exist', () => {
  expect(Object.keys(PAGE_META).sort()).toEqual([...SITE_PATHS].sort());
});

it('answers each page with its own prerendered file and any other path with the 404 page', () => {
  expect(fileAnsweringPath('/')).toBe('index.html');
  expect(fileAnsweringPath('/fixed-income')).toBe('fixed-income/index.html');
  expect(fileAnsweringPath('/fixed-income/')).toBe('fixed-income/index.html');
  expect(fileAnsweringPath('/fixed-income/extra')).toBe('404.html');
  expect(fileAnsweringPath('/no-such-page')).toBe('404.html');
});

it('keeps out of search engines every page the sitemap leaves out, and only those', () => {
  const unindexed = Object.entries(PAGE_META)
    .filter(([, meta]) => 'indexed' in meta && meta.indexed === false)
    .map(([path]) => path);
  const unlisted = SITE_PATHS.filter(
    (path) => !(INDEXED_PATHS as readonly string[]).includes(path),
  );
  expect(unindexed.sort()).toEqual(unlisted.sort());
  expect(unlisted).toContain('/disclaimer');
});
