/**
 * Shapes of the site's copy. Every word a visitor reads lives in a module under `src/content`
 * that satisfies one of these types, so components only lay text out and never carry it.
 */

/** Head tags every route sets. */
export interface PageMeta {
  /** Document title without the brand suffix, e.g. 'Fixed Income'. */
  title: string;
  /** Meta description: one or two plain sentences, 70 to 160 characters. */
  description: string;
  /** False for pages search engines should leave out (noindex, not in the sitemap). */
  indexed?: false;
}

/** A block of body text: a paragraph, or a bulleted list. */
export type TextBlock = string | { list: readonly string[] };

export interface TitledText {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  /** One or more paragraphs. */
  answer: readonly string[];
}

/** One section of a service page, rendered in the order given. */
export type ServiceSection =
  | {
      kind: 'cards';
      id: string;
      heading: string;
      intro?: string;
      cards: readonly TitledText[];
    }
  | {
      kind: 'prose';
      id: string;
      heading: string;
      blocks: readonly TextBlock[];
    }
  | {
      kind: 'list';
      id: string;
      heading: string;
      intro?: string;
      items: readonly TitledText[];
    };

export interface ServicePageContent {
  meta: PageMeta;
  /** The day of its present wording (page-wording.test.ts), for the sitemap. */
  lastUpdated: string;
  hero: {
    /** Small label above the heading, e.g. 'Fixed Income'. */
    eyebrow: string;
    heading: string;
    lead: string;
    /** Button that scrolls to the enquiry section. */
    ctaLabel: string;
  };
  sections: readonly ServiceSection[];
  faq?: {
    heading: string;
    items: readonly FaqItem[];
  };
  enquiry: {
    /** Anchor id of the enquiry section; the hero button scrolls here. */
    id: string;
    heading: string;
    intro: string;
  };
}

export interface LegalSection {
  heading: string;
  blocks: readonly TextBlock[];
}

export interface LegalDocument {
  meta: PageMeta;
  heading: string;
  /**
   * Shown as 'Last updated: …': the day of its present wording (page-wording.test.ts), the
   * specification's date until the site changed the text.
   */
  lastUpdated: string;
  intro: readonly TextBlock[];
  sections: readonly LegalSection[];
}
