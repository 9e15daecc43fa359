// @vitest-environment node
import { siteConfig } from '../site-config';
import type { LegalDocument } from '../types';
import { privacyPolicy } from './privacy-policy';
import { riskDisclosure } from './risk-disclosure';
import { termsOfService } from './terms-of-service';

/**
 * Each legal document's wordings, oldest first: the date it shows for one, and a digest of its
 * text. A change to the text fails here until it is dated: add the new wording with the day it
 * changed (the digest is in the failure), and give the document that day as `lastUpdated`.
 * The first entry of each is its wording at 2026-11-28; the specification dated the policy's
 * first wording 29 September 2025, before the paragraphs on the installed app were added.
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
};

/**
 * The document's text with the firm's settings it names (its name, mailboxes and offices) as
 * placeholders: the wording is the same whatever a build sets them to.
 */
function wording({ heading, intro, sections }: LegalDocument): string {
  const { brandName, infoEmail, legalEmail, offices } = siteConfig;
  const settings = [
    ['brandName', brandName],
    ['infoEmail', infoEmail],
    ['legalEmail', legalEmail],
    ...offices.map((office) => ['office', office]),
  ];
  let text = JSON.stringify({ heading, intro, sections });
  for (const [name, value] of settings) text = text.replaceAll(value!, `{${name}}`);
  return text;
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe.each([privacyPolicy, termsOfService, riskDisclosure])('$heading', (document) => {
  const wordings = WORDINGS[document.heading] ?? [];

  it('shows the date of its present wording', async () => {
    const present = wordings.at(-1);
    expect(
      await digest(wording(document)),
      `${document.heading}'s wording changed: add it to WORDINGS with the day, and set lastUpdated to that day`,
    ).toBe(present?.sha256);
    expect(document.lastUpdated).toBe(present?.lastUpdated);
  });

  it('dates each wording after the one before', () => {
    const days = wordings.map(({ lastUpdated }) => Date.parse(lastUpdated));
    expect(days.every((day) => Number.isFinite(day))).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
  });
});
