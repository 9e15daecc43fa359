import { HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../components/layout/main-content';
import { SiteHeader } from '../components/layout/site-header';
import { SiteToaster } from '../components/layout/site-toaster';
import { layoutCopy } from '../content/navigation';
import { siteConfig } from '../content/site-config';
import { OutboxIndicator } from '../features/enquiries/outbox/outbox-indicator';
import { InstallApp } from '../features/pwa/install-app';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { ServiceWorkerPrompts } from '../features/pwa/service-worker-prompts';
import { scrollToSection } from '../lib/smooth-scroll';

/**
 * Arriving at `/#contact` (from another page or a shared link) scrolls to that section once the
 * page has rendered; page code is split, so it may arrive a moment after the URL changes.
 */
function useScrollToHash() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ toLocation }) => {
        if (toLocation.hash) requestAnimationFrame(() => scrollToSection(toLocation.hash));
      }),
    [router],
  );
}

export function RootLayout() {
  useScrollToHash();
  return (
    <>
      <HeadContent />
      <meta name="apple-mobile-web-app-title" content={siteConfig.brandName} />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {layoutCopy.skipLink}
      </a>
      <SiteHeader status={<OutboxIndicator />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter actions={<InstallApp />} />
      <OfflineIndicator />
      <SiteToaster />
      <ServiceWorkerPrompts />
    </>
  );
}
