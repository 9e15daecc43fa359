import { HeadContent, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { layoutCopy } from '../content/navigation';
import { scrollToSection } from '../lib/smooth-scroll';

/** Arriving at `/#contact` (from another page or a shared link) scrolls to that section once it exists. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => scrollToSection(hash));
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}

export function RootLayout() {
  useScrollToHash();
  return (
    <>
      <HeadContent />
      <a href="#main" className="skip-link">
        {layoutCopy.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
