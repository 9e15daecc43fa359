import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

test('on a first visit to the home page the disclaimer is modal, refuses Escape, and I AGREE accepts it for good', async ({
  visitor,
}) => {
  const { disclaimerContent, layoutCopy, siteConfig } = await siteContent();
  const homeHeading = byRole('heading', siteConfig.brandName);
  const disclaimer = byRole('dialog', disclaimerContent.title);
  const menu = byRole('dialog', layoutCopy.menuTitle);
  await visitor.open('/');
  expect(await visitor.see(disclaimer), 'the page behind is out of reach').toMatchObject({
    modal: true,
  });

  await visitor.pressKey('Escape');
  await visitor.pressKey('Escape');
  // Where the menu button shows, a press reaches the disclaimer's backdrop, not the button.
  await visitor.press(byRole('button', layoutCopy.openMenu), { evenIfCovered: true });
  expect(
    await visitor.look(disclaimer),
    'still there after Escape and a press behind',
  ).toMatchObject({ modal: true });
  expect(await visitor.look(menu)).toBeNull();

  await visitor.press(byRole('checkbox', disclaimerContent.agreeLabel, disclaimer));
  await expect.poll(() => visitor.look(disclaimer)).toBeNull();
  await visitor.see(homeHeading);

  await visitor.reload();
  await visitor.see(homeHeading);
  expect(await visitor.look(disclaimer), 'shown again after a reload').toBeNull();
});
