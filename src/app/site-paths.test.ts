import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SITE_PATHS } from './site-paths';

it('lists exactly the pages the router defines', () => {
  const router = createAppRouter(createQueryClient());
  const routerPaths = Object.keys(router.routesByPath);
  expect([...routerPaths].sort()).toEqual([...SITE_PATHS].sort());
});
