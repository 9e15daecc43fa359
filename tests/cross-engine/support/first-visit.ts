import { expect } from '@playwright/test';
import { siteContent } from '../../support/site-content';
import { byRole } from './target';
import type { Visitor } from './visitor';

/**
 * Opens the home page and accepts the disclaimer, as every visitor does first there: what the
 * visitor opens next they open as one who has accepted it.
 */
export async function acceptTheDisclaimer(visitor: Visitor): Promise<void> {
  const { disclaimerContent } = await siteContent();
  const disclaimer = byRole('dialog', disclaimerContent.title);
  await visitor.open('/');
  // As a person reads it before agreeing: the press lands where the box is once the page has
  // settled (it missed the box, now and then, in WebKit when made at the load event).
  await visitor.readThePage();
  await visitor.press(byRole('checkbox', disclaimerContent.agreeLabel, disclaimer));
  await expect.poll(() => visitor.look(disclaimer)).toBeNull();
}
