import { HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../components/layout/main-content';
import { SiteHeader } from '../components/layout/site-header';
import { layoutCopy } from '../content/navigation';
import { siteConfig } from '../content/site-config';
import { OutboxIndicator } from '../features/enquiries/outbox/outbox-indicator';
import { InstallApp } from '../features/pwa/install-app';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { AfterShell } from '../runtime/part';
import { keepSectionInPlace, scrollToSection } from '../lib/smooth-scroll';

/**
 * Going to `/#contact` from another page scrolls to that section once the page has rendered; page
 * code is split, so it may arrive a moment after the URL changes. A page that opened at a section
 * (a link followed before the code ran, or a shared link) keeps it in place as content loads above.
 */
function useScrollToHash() {
  const router = useRouter();
  useEffect(() => {
    // The browser itself took the visitor to a section: the page opened at one, or a link to it
    // was followed before this ran (the router's own navigations fire no hashchange).
    const keepBrowsersJump = () => {
      if (window.location.hash)
        keepSectionInPlace(decodeURIComponent(window.location.hash.slice(1)));
    };
    keepBrowsersJump();
    window.addEventListener('hashchange', keepBrowsersJump);
    const unsubscribe = router.subscribe('onRendered', ({ toLocation }) => {
      if (toLocation.hash) requestAnimationFrame(() => scrollToSection(toLocation.hash));
    });
    return () => {
      window.removeEventListener('hashchange', keepBrowsersJump);
      unsubscribe();
    };
  }, [router]);
}

// Made once, so that they never change before they have hydrated (src/runtime/part.tsx).
const header = (
  <AfterShell>
    <SiteHeader status={<OutboxIndicator />} />
  </AfterShell>
);
const footer = (
  <AfterShell>
    <SiteFooter actions={<InstallApp />} />
  </AfterShell>
);

export function RootLayout() {
  useScrollToHash();
  return (
    <>
      <HeadContent />
      <meta name="apple-mobile-web-app-title" content={siteConfig.brandName} />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {layoutCopy.skipLink}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      {footer}
      <OfflineIndicator />
    </>
  );
}
