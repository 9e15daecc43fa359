import { SITE_PATHS } from './app/site-paths';
import { renderPage } from './entry-server';
import { PART_ATTRIBUTE } from './lib/page-marks';

// Every page as the prerenderer writes it.

/** A path no page has, which the 404 page answers. */
const NO_PAGE = '/no-such-page';
const PAGES = [...SITE_PATHS, NO_PAGE];

const prerendered = new Map<string, string>();

/** The app's markup of every page, rendered as the prerenderer does: where there is no browser. */
beforeAll(async () => {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    for (const path of PAGES) prerendered.set(path, (await renderPage(path)).html);
  } finally {
    vi.unstubAllGlobals();
  }
});

/** The page's markup, parsed but not in the document. */
function parsed(path: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = prerendered.get(path) ?? '';
  return template.content;
}

/** The forms of a page that post: enquiry forms, which the function alone answers. */
const postingForms = (page: ParentNode) =>
  [...page.querySelectorAll('form')].filter((form) => form.method === 'post');

describe('an enquiry form', () => {
  it('is found on the pages that have one', () => {
    expect(PAGES.filter((path) => postingForms(parsed(path)).length > 0)).toContain('/');
  });

  it.each(PAGES)('sits inside a part on %s', (path) => {
    const outside = postingForms(parsed(path)).filter(
      (form) => !form.closest(`[${PART_ATTRIBUTE}]`),
    );
    expect(
      outside.map((form) => form.getAttribute('aria-label')),
      `An enquiry form must sit inside a [${PART_ATTRIBUTE}] element (a lazy part): a send pressed ` +
        "before its code is held, and wants that part's code, which carries it out as it hydrates " +
        '(keep-held-enquiries.ts, src/runtime/part.tsx); outside a part nothing wants it, and the ' +
        'send waits out its limit before it is kept in the outbox',
    ).toEqual([]);
  });
});
