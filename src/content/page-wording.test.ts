// @vitest-environment node
import { homeContent, type HomeContent } from './home';
import { privacyPolicy } from './legal/privacy-policy';
import { riskDisclosure } from './legal/risk-disclosure';
import { termsOfService } from './legal/terms-of-service';
import { alternativeAssetsPage } from './services/alternative-assets';
import { capitalRaisingPage } from './services/capital-raising';
import { fixedIncomePage } from './services/fixed-income';
import { siteConfig } from './site-config';
import type { LegalDocument, ServicePageContent } from './types';

/**
 * Each indexed page's wordings, oldest first: the date it has for one (a legal document shows
 * it; every one gives it to the sitemap's lastmod), and a digest of its text. A change to the text
 * fails here until it is dated: add the new wording with the day it changed (the digest is in the
 * failure), and give the page that day as `lastUpdated`. The legal documents' lists start at
 * 2026-11-28 (the specification dated the policy's first wording 29 September 2025, before the
 * paragraphs on the installed app were added), the other pages' at 2026-12-01.
 */
const WORDINGS: Record<string, readonly { lastUpdated: string; sha256: string }[]> = {
  'Privacy Policy': [
    {
      lastUpdated: '28 November 2026',
      sha256: 'ea4d6d57b4932124325baa20767cd79db84b8ea629e4bb952fad3aa796cf3d40',
    },
  ],
  'Terms of Service': [
    {
      lastUpdated: 'January 2025',
      sha256: '5cee2d72f784594a249849e5b9028106c6cae1753b2f18cfec45855c0523260b',
    },
  ],
  'Risk Disclosure': [
    {
      lastUpdated: '29 September 2025',
      sha256: '30b63ab3b87bf2da3e9a779dd8a23e528cd2db35709eff57a368a8470b4e52ff',
    },
  ],
  Home: [
    {
      lastUpdated: '1 December 2026',
      sha256: '7a7a15df2c715813438b97626479bce15417ab7c0db22a52958bf2760eba2799',
    },
  ],
  'Fixed Income': [
    {
      lastUpdated: '1 December 2026',
      sha256: '67508731a42cb6bfff6f56a9f02bb076f4a013219f35ac6de491d09c892e86be',
    },
  ],
  'Alternative Assets': [
    {
      lastUpdated: '1 December 2026',
      sha256: '32d7478c9e089fe4bab6a1ca5a1332ef896c86d371be2b545956e72bdbf99021',
    },
  ],
  'Capital Raising': [
    {
      lastUpdated: '1 December 2026',
      sha256: '93eb4b37e38e26f53e38bdcb38ad0043e87f00c55550bdc05fb8db1f86aaf80c',
    },
  ],
};

type DatedPage = HomeContent | ServicePageContent | LegalDocument;

/** What a page's wording is: a legal document's text, or a page's whole copy with its head. */
function text(page: DatedPage): unknown {
  if ('sections' in page && 'intro' in page && 'heading' in page) {
    const { heading, intro, sections } = page;
    return { heading, intro, sections };
  }
  return { ...page, lastUpdated: undefined };
}

/**
 * The page's text with the firm's settings it names (its name, mailboxes and offices) as
 * placeholders: the wording is the same whatever a build sets them to.
 */
function wording(page: DatedPage): string {
  const { brandName, infoEmail, legalEmail, offices } = siteConfig;
  const settings = [
    ['brandName', brandName],
    ['infoEmail', infoEmail],
    ['legalEmail', legalEmail],
    ...offices.map((office) => ['office', office]),
  ];
  let written = JSON.stringify(text(page));
  for (const [name, value] of settings) written = written.replaceAll(value!, `{${name}}`);
  return written;
}

async function digest(written: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(written));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe.each([
  { name: 'Privacy Policy', page: privacyPolicy },
  { name: 'Terms of Service', page: termsOfService },
  { name: 'Risk Disclosure', page: riskDisclosure },
  { name: 'Home', page: homeContent },
  { name: 'Fixed Income', page: fixedIncomePage },
  { name: 'Alternative Assets', page: alternativeAssetsPage },
  { name: 'Capital Raising', page: capitalRaisingPage },
])('$name', ({ name, page }) => {
  const wordings = WORDINGS[name] ?? [];

  it('is dated by its present wording', async () => {
    const present = wordings.at(-1);
    expect(
      await digest(wording(page)),
      `${name}'s wording changed: add it to WORDINGS with the day, and set lastUpdated to that day`,
    ).toBe(present?.sha256);
    expect(page.lastUpdated).toBe(present?.lastUpdated);
  });

  it('dates each wording after the one before', () => {
    const days = wordings.map(({ lastUpdated }) => Date.parse(lastUpdated));
    expect(days.every((day) => Number.isFinite(day))).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
  });
});
