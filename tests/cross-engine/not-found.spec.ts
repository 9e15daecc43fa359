import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

// The page logs the unknown path for the site's owners (src/app); Firefox shows it as an error.
test.use({ expectedConsoleError: /non-existent route: \/no\/such-page/ });

test('an unknown address answers 404 with the page that says so, which leads home', async ({
  visitor,
}) => {
  const { errorCopy } = await siteContent();
  const answer = await fetch(new URL('/no/such-page', visitor.origin));
  expect(answer.status).toBe(404);

  await visitor.open('/no/such-page');
  await visitor.see(byRole('heading', errorCopy.notFound.title));
  await visitor.press(byRole('link', errorCopy.notFound.homeLink));
  await expect.poll(() => visitor.address()).toBe('/');
});
