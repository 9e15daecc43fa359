import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

test('the side menu opens from its button, closes with its close button, and closes as one of its links is followed', async ({
  visitor,
}) => {
  const { capitalRaisingPage, layoutCopy, serviceLinks } = await siteContent();
  const capitalRaising = serviceLinks.find((link) => link.to === '/capital-raising')!;
  const menu = byRole('dialog', layoutCopy.menuTitle);
  await visitor.open('/privacy-policy');

  await visitor.press(byRole('button', layoutCopy.openMenu));
  await visitor.see(menu);
  await visitor.press(byRole('button', layoutCopy.closeMenu, menu));
  await expect.poll(() => visitor.look(menu)).toBeNull();

  await visitor.press(byRole('button', layoutCopy.openMenu));
  await visitor.press(byRole('link', capitalRaising.label, menu));
  await expect.poll(() => visitor.address()).toBe(capitalRaising.to);
  await visitor.see(byRole('heading', capitalRaisingPage.hero.heading));
  await expect.poll(() => visitor.look(menu)).toBeNull();
});
