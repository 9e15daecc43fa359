/**
 * What each page says it is to a search engine, as JSON-LD, from the same typed content the page
 * renders (so the two cannot disagree): on the home page the firm and the website, on every
 * other page its breadcrumb trail, and on a service page with questions, its FAQ. The
 * prerenderer writes it into each page's head (src/entry-server.tsx).
 */
import type {
  BreadcrumbList,
  FAQPage,
  FinancialService,
  Graph,
  Question,
  Thing,
  WebSite,
} from 'schema-dts';
import { homeContent } from '../content/home';
import { layoutCopy, legalLinks, serviceLinks } from '../content/navigation';
import { PAGE_META, type PagePath } from '../content/page-meta';
import { alternativeAssetsPage } from '../content/services/alternative-assets';
import { capitalRaisingPage } from '../content/services/capital-raising';
import { fixedIncomePage } from '../content/services/fixed-income';
import { siteConfig } from '../content/site-config';
import type { ServicePageContent } from '../content/types';
import { canonicalUrl } from '../lib/page-head';

const SERVICE_PAGES: Partial<Record<PagePath, ServicePageContent>> = {
  '/fixed-income': fixedIncomePage,
  '/alternative-assets': alternativeAssetsPage,
  '/capital-raising': capitalRaisingPage,
};

/** The firm, which the website and every page refer to by this id. */
const FIRM_ID = `${canonicalUrl('/')}#firm`;

/**
 * An introducer of investors to opportunities, not a fund manager: schema.org's FinancialService
 * ("a bank, investment or financial service") fits it best among its types.
 */
function firm(): FinancialService {
  return {
    '@type': 'FinancialService',
    '@id': FIRM_ID,
    name: siteConfig.brandName,
    url: canonicalUrl('/'),
    logo: canonicalUrl('/icons/icon-512.png'),
    image: canonicalUrl('/icons/icon-512.png'),
    description: homeContent.meta.description,
    email: siteConfig.infoEmail,
    address: siteConfig.officeAddresses.map(({ locality, countryCode }) => ({
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressCountry: countryCode,
    })),
    areaServed: siteConfig.officeAddresses.map(({ country }) => country),
    sameAs: [siteConfig.professionalNetworkUrl],
  };
}

function website(): WebSite {
  return {
    '@type': 'WebSite',
    name: siteConfig.brandName,
    url: canonicalUrl('/'),
    inLanguage: 'en-GB',
    publisher: { '@id': FIRM_ID },
  };
}

/** The name a page goes by in the site's menus, or its title. */
function pageName(path: PagePath): string {
  const link = [...serviceLinks, ...legalLinks].find(({ to }) => to === path);
  return link?.label ?? PAGE_META[path].title;
}

function breadcrumbs(path: PagePath): BreadcrumbList {
  const trail = [
    { name: layoutCopy.homeLink, url: canonicalUrl('/') },
    { name: pageName(path), url: canonicalUrl(path) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

function faq(path: PagePath, content: ServicePageContent): FAQPage | null {
  if (!content.faq) return null;
  const questions: Question[] = content.faq.items.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
  }));
  return { '@type': 'FAQPage', url: canonicalUrl(path), mainEntity: questions };
}

/** The page's structured data, one graph. */
export function structuredData(path: PagePath): Graph {
  const service = SERVICE_PAGES[path];
  const things: (Thing | null)[] =
    path === '/' ? [firm(), website()] : [breadcrumbs(path), service ? faq(path, service) : null];
  return {
    '@context': 'https://schema.org',
    '@graph': things.filter((thing): thing is Exclude<Thing, string> => thing !== null),
  };
}
