import { HeadContent, Outlet } from '@tanstack/react-router';
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
import { keepSectionInPlace } from '../lib/section-anchoring';

/**
 * A page that opened at a section (a link to it followed from another page, or before the code
 * ran, or a shared link) keeps it in place as content loads above: the browser took the visitor
 * there itself (src/components/layout/follow-to-section.ts leaves such links to it).
 */
function useKeepSectionInPlace() {
  useEffect(() => {
    const keepBrowsersJump = () => {
      if (window.location.hash)
        keepSectionInPlace(decodeURIComponent(window.location.hash.slice(1)));
    };
    keepBrowsersJump();
    window.addEventListener('hashchange', keepBrowsersJump);
    return () => window.removeEventListener('hashchange', keepBrowsersJump);
  }, []);
}

export function RootLayout() {
  useKeepSectionInPlace();
  return (
    <>
      <HeadContent />
      <meta name="apple-mobile-web-app-title" content={siteConfig.brandName} />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {layoutCopy.skipLink}
      </a>
      <AfterShell>
        <SiteHeader status={<OutboxIndicator />} />
      </AfterShell>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <AfterShell>
        <SiteFooter actions={<InstallApp />} />
      </AfterShell>
      <OfflineIndicator />
    </>
  );
}
