import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { scrollToSection } from '../../lib/smooth-scroll';

/**
 * Goes to a home-page section: scrolls to it when it is on this page, otherwise opens the home page
 * at `#id` (the root layout scrolls to the hash once the page has rendered).
 */
export function useGoToSection(): (id: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (scrollToSection(id)) return;
      void navigate({ to: '/', hash: id });
    },
    [navigate],
  );
}
