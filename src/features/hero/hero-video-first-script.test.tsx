import { renderToString } from 'react-dom/server';
import { runFirstScript } from '../../test/run-first-script';
import { connectionAllowsHeavyMedia, type ConnectionHints } from '../../lib/heavy-media';
import { stubMatchMedia } from '../../test/match-media';
import { HeroVideo } from './hero-video';

// Before the app's code: the page's first script decides, on the prerendered markup.

const videoSources = () =>
  [...document.querySelectorAll('video source')].map((source) => source.getAttribute('src'));

beforeEach(() => {
  stubMatchMedia();
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { connection?: unknown }).connection;
});

describe('the hero video', () => {
  const connections: ConnectionHints[] = [
    {},
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '4g' },
    { saveData: false, effectiveType: '3g' },
    { saveData: false, effectiveType: '2g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ];

  it.each(connections)('gets its sources exactly where heavy-media.ts allows: %o', (hints) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: hints });
    runFirstScript(renderToString(<HeroVideo />));
    const allowed = connectionAllowsHeavyMedia(hints);
    expect(videoSources()).toEqual(
      allowed ? ['/media/hero.webm', '/media/hero.mp4'] : [null, null],
    );
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalledTimes(allowed ? 1 : 0);
  });

  it('gets none under reduced motion', () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    runFirstScript(renderToString(<HeroVideo />));
    expect(videoSources()).toEqual([null, null]);
  });

  it('is shown over the poster once its metadata is in', () => {
    runFirstScript(renderToString(<HeroVideo />));
    const media = document.querySelector<HTMLElement>('.hero-media')!;
    expect(media.dataset.videoState).toBeUndefined();
    document.querySelector('video')!.dispatchEvent(new Event('loadedmetadata'));
    expect(media.dataset.videoState).toBe('ready');
  });
});
