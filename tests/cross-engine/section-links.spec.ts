import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { acceptTheDisclaimer } from './support/first-visit';
import { byRole, type Target } from './support/target';
import type { Visitor } from './support/visitor';

type Content = Awaited<ReturnType<typeof siteContent>>;

interface SectionLink {
  /** The link, as the test's name says it. */
  name: string;
  path: string;
  /** What the visitor presses, in order (opening the menu first, for the menu's links). */
  presses: (content: Content) => Target[];
  /** The section it names. */
  section: (content: Content) => Target;
}

const menuLink = (content: Content, label: string) => [
  byRole('button', content.layoutCopy.openMenu),
  byRole('link', label, byRole('dialog', content.layoutCopy.menuTitle)),
];

const SECTION_LINKS: SectionLink[] = [
  {
    name: "the header's Contact at the top of the home page",
    path: '/',
    presses: ({ layoutCopy }) => [byRole('link', layoutCopy.contactButton, byRole('banner'))],
    section: ({ homeContent }) => byRole('region', homeContent.contact.heading),
  },
  {
    name: "the hero's Enquire Now",
    path: '/',
    presses: ({ homeContent }) => [byRole('link', homeContent.hero.ctaLabel)],
    section: ({ homeContent }) => byRole('region', homeContent.contact.heading),
  },
  ...(
    [
      ['team', 'Team'],
      ['insights', 'News & Insights'],
      ['contact', 'Contact'],
    ] as const
  ).map(([id, label]) => ({
    name: `the side menu's ${label} on the home page`,
    path: '/',
    presses: (content: Content) =>
      menuLink(content, content.sectionLinks.find((link) => link.section === id)!.label),
    section: ({ homeContent }: Content) => byRole('region', homeContent[id].heading),
  })),
  {
    name: "a service page's Register Your Interest",
    path: '/fixed-income',
    presses: ({ fixedIncomePage }) => [byRole('link', fixedIncomePage.hero.ctaLabel)],
    section: ({ fixedIncomePage }) => byRole('region', fixedIncomePage.enquiry!.heading),
  },
];

/** How far the section's top is from the sticky header's bottom edge, in CSS pixels. */
async function gapBelowHeader(visitor: Visitor, section: Target): Promise<number> {
  const top = await visitor.look(section);
  const header = await visitor.look(byRole('banner'));
  if (!top || !header) throw new Error(`${section.description} or the header does not show`);
  return Math.abs(top.top - header.bottom);
}

/**
 * How long after arriving the section must still be where it landed: long enough for the news
 * above the contact section to load when it does (it grows by some 4,500 px on a phone).
 */
const STAYS_MS = 4000;

/** A visitor can press as soon as the page is there, before its code, or once it runs. */
const MOMENTS = ['as its page appears', 'once the code runs'] as const;

// Soft, so that a link that misses at one moment is still tried at the other.
const softly = expect.configure({ soft: true });

for (const link of SECTION_LINKS) {
  test(`${link.name}, pressed as its page appears and again once the code runs, brings its section just below the header, still there 4 s later whatever loaded above`, async ({
    visitor,
  }) => {
    const content = await siteContent();
    const section = link.section(content);
    const news = byRole(
      'article',
      undefined,
      byRole('region', content.homeContent.insights.heading),
    );
    if (link.path === '/') await acceptTheDisclaimer(visitor);
    for (const moment of MOMENTS) {
      await visitor.open(link.path);
      if (moment === 'once the code runs') await visitor.startTheCode();
      for (const target of link.presses(content)) await visitor.press(target);

      await softly
        .poll(() => gapBelowHeader(visitor, section), `pressed ${moment}: arrived`)
        .toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, STAYS_MS));
      const gap = await gapBelowHeader(visitor, section);
      if (link.path === '/') {
        const loaded = (await visitor.look(news)) !== null;
        test.info().annotations.push({
          type: `the news, pressed ${moment}`,
          description: loaded ? 'had loaded' : 'had not loaded',
        });
      }
      softly(gap, `pressed ${moment}: still there 4 s later`).toBeLessThanOrEqual(2);
    }
  });
}
