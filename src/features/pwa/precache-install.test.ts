import { inOrderAtMost, installLists, installOrder } from './precache-install';

it('fetches pages, styles and the starter first, then the rest of the code and fonts, then images, then the rest', () => {
  expect(
    installOrder([
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
      '/assets/hero-poster-1280.webp',
      '/assets/contact-form-abc.js',
      '/assets/index-abc.js',
      '/assets/site-abc.css',
      '/fixed-income.html',
      '/assets/inter-latin.woff2',
      '/assets/starter-abc.js',
      '/media/hero.avif',
    ]),
  ).toEqual([
    '/index.html',
    '/assets/index-abc.js',
    '/assets/site-abc.css',
    '/fixed-income.html',
    '/assets/starter-abc.js',
    '/assets/contact-form-abc.js',
    '/assets/inter-latin.woff2',
    '/icons/icon-192.png',
    '/assets/hero-poster-1280.webp',
    '/media/hero.avif',
    '/manifest.webmanifest',
  ]);
});

it('keeps at most the limit in flight, starting them in order', async () => {
  const started: number[] = [];
  let inFlight = 0;
  let most = 0;
  await inOrderAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
    started.push(item);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 8 - item));
    inFlight -= 1;
  });
  expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(most).toBe(3);
});

it('finishes the others, then fails with the first failure', async () => {
  const done: number[] = [];
  await expect(
    inOrderAtMost([1, 2, 3], 2, async (item) => {
      if (item === 1) throw new Error('lost 1');
      done.push(item);
    }),
  ).rejects.toThrow('lost 1');
  expect(done).toEqual([2, 3]);
});

it('activates on the pages, styles and the starter; the rest comes after', () => {
  expect(
    installLists([
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
      '/fixed-income',
      '/assets/inter-latin.woff2',
    ]),
  ).toEqual({
    first: ['/index.html', '/assets/index-abc.js', '/fixed-income'],
    afterwards: ['/assets/inter-latin.woff2', '/icons/icon-192.png', '/manifest.webmanifest'],
  });
});
