import { loadEnv } from 'vite';
import { parseSiteEnv } from '../../src/content/site-env';

/**
 * The site's copy (src/content), so a test asserts the words the site is built from rather than
 * a retyped copy of them. The copy reads the build's checked settings, which Vite bakes into the
 * bundle as `__SITE_ENV__`; here they are read as vite.config.ts reads them (.env files, then the
 * environment), so names and mailboxes match the build under test. Imported on first use, once
 * that global is set.
 */
export async function siteContent() {
  const global = globalThis as { __SITE_ENV__?: ReturnType<typeof parseSiteEnv> };
  global.__SITE_ENV__ ??= parseSiteEnv(loadEnv('production', process.cwd(), 'VITE_'));
  const [
    home,
    disclaimer,
    capitalRaising,
    fixedIncome,
    alternativeAssets,
    pageMeta,
    siteConfig,
    navigation,
    enquiryForms,
    outbox,
    pwa,
    errors,
  ] = await Promise.all([
    import('../../src/content/home'),
    import('../../src/content/disclaimer'),
    import('../../src/content/services/capital-raising'),
    import('../../src/content/services/fixed-income'),
    import('../../src/content/services/alternative-assets'),
    import('../../src/content/page-meta'),
    import('../../src/content/site-config'),
    import('../../src/content/navigation'),
    import('../../src/content/enquiry-forms'),
    import('../../src/content/outbox'),
    import('../../src/content/pwa'),
    import('../../src/content/errors'),
  ]);
  return {
    ...home,
    ...disclaimer,
    ...capitalRaising,
    ...fixedIncome,
    ...alternativeAssets,
    ...pageMeta,
    ...siteConfig,
    ...navigation,
    ...enquiryForms,
    ...outbox,
    ...pwa,
    ...errors,
  };
}
