import { PAGE_META } from './page-meta';
import { documentTitle } from './site-config';

it.each(Object.entries(PAGE_META))(
  '%s has a title of at most 60 characters with the brand, as search results show',
  (_path, { title }) => {
    expect(documentTitle(title).length).toBeLessThanOrEqual(60);
  },
);

it.each(['/', '/fixed-income', '/alternative-assets', '/capital-raising'] as const)(
  '%s, which introduces the firm’s work, says where it is done',
  (path) => {
    expect(PAGE_META[path].title).toMatch(/Malta & London/);
  },
);
