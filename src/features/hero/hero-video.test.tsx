import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DISCLAIMER_ACCEPTED_EVENT } from '../../lib/constants';
import { stubIntersectionObserver } from '../../test/intersection-observer';
import { stubMatchMedia } from '../../test/match-media';
import { DESKTOP_CHROME, IPHONE_SAFARI } from '../../test/user-agents';
import { startHeroPlayback } from './hero-playback';
import { HeroVideo } from './hero-video';

/** What the browser does with one play(): start, refuse autoplay, or accept and stay paused. */
type PlayAnswer = 'plays' | 'refused' | 'stays paused';

/** Stands in for the browser's playback: each play() gets the next answer ('plays' when none is left). */
function stubPlayback(answers: PlayAnswer[]) {
  let paused = true;
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    const answer = answers.shift() ?? 'plays';
    if (answer === 'refused') {
      return Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    }
    if (answer === 'plays') paused = false;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused = true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  return play;
}

/** Renders the hero video and lets its first play() settle. */
async function renderVideo() {
  const { container } = render(<HeroVideo />);
  await act(async () => {});
  return () => container.querySelector<HTMLElement>('.hero-media')?.dataset.videoState;
}

/** The addresses the video's sources give the browser (none while they are held back). */
const videoSources = () =>
  [...document.querySelectorAll<HTMLSourceElement>('video source')].map((source) =>
    source.getAttribute('src'),
  );

/** Moves the clock on, letting any play() started on the way settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia();
  // Never reported on: the video counts as fully in view.
  stubIntersectionObserver();
  vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(DESKTOP_CHROME);
  // jsdom fetches no media: the browser's resource selection is not ours to test.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('when autoplay is refused', () => {
  it('marks the video unavailable at once, without a retry, outside iOS', async () => {
    const play = stubPlayback(['refused']);
    const videoState = await renderVideo();
    expect(videoState()).toBe('unavailable');
    await wait(1000);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('on iOS, tries once more 150 ms later', async () => {
    vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const play = stubPlayback(['refused', 'plays']);
    const videoState = await renderVideo();
    expect(play).toHaveBeenCalledTimes(1);
    await wait(149);
    expect(play).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(play).toHaveBeenCalledTimes(2);
    expect(videoState()).not.toBe('unavailable');
  });

  it('on iOS, marks it unavailable when the retry is refused too', async () => {
    vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const play = stubPlayback(['refused', 'refused']);
    const videoState = await renderVideo();
    expect(videoState()).not.toBe('unavailable');
    await wait(150);
    expect(play).toHaveBeenCalledTimes(2);
    expect(videoState()).toBe('unavailable');
  });
});

describe('after the disclaimer is accepted', () => {
  /** The video playing, then stopped (as a dialog over it can leave it), then the acceptance. */
  async function acceptWhilePaused(answers: PlayAnswer[]) {
    const play = stubPlayback(['plays', ...answers]);
    await renderVideo();
    document.querySelector('video')?.pause();
    play.mockClear();
    await act(async () => {
      window.dispatchEvent(new Event(DISCLAIMER_ACCEPTED_EVENT));
    });
    return play;
  }

  it('restarts at once, and again 100 ms later if it is still paused', async () => {
    const play = await acceptWhilePaused(['stays paused', 'plays']);
    expect(play).toHaveBeenCalledTimes(1);
    await wait(99);
    expect(play).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('needs no backup restart when the first one took', async () => {
    const play = await acceptWhilePaused(['plays']);
    expect(play).toHaveBeenCalledTimes(1);
    await wait(500);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe('before anything is decided', () => {
  it('holds the sources back in the prerendered markup, so nothing is fetched', () => {
    const html = renderToString(<HeroVideo />);
    expect(html).toContain('<source data-src="/media/hero.webm" type="video/webm"/>');
    expect(html).not.toMatch(/<source src=/);
    expect(html).toMatch(/<video[^>]* muted="" loop="" playsInline="" autoPlay="" preload="auto"/);
  });
});

describe('on the connection the browser reports', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('gives the video its sources where the connection allows it', async () => {
    stubPlayback([]);
    await renderVideo();
    expect(videoSources()).toEqual(['/media/hero.webm', '/media/hero.mp4']);
  });

  it('holds the sources back under Save-Data, and gives them once the connection allows', async () => {
    stubPlayback([]);
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    const videoState = await renderVideo();
    expect(videoSources()).toEqual([null, null]);
    expect(videoState()).toBeUndefined();

    await act(async () => {
      connection.saveData = false;
      connection.dispatchEvent(new Event('change'));
    });
    expect(videoSources()).toEqual(['/media/hero.webm', '/media/hero.mp4']);
  });

  it('holds the sources back under reduced motion', async () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    const play = stubPlayback([]);
    await renderVideo();
    expect(videoSources()).toEqual([null, null]);
    expect(play).not.toHaveBeenCalled();
  });
});

it('shows the video over the poster once its metadata is in', async () => {
  stubPlayback([]);
  const videoState = await renderVideo();
  expect(videoState()).toBeUndefined();
  act(() => {
    document.querySelector('video')?.dispatchEvent(new Event('loadedmetadata'));
  });
  expect(videoState()).toBe('ready');
});

it('runs its rules once on a video, and stops them once the video has left the page', async () => {
  const play = stubPlayback(['stays paused']);
  const { unmount } = render(<HeroVideo />);
  await act(async () => {});
  const video = document.querySelector('video')!;
  // The starter started them before the app hydrated the same element: not a second time.
  startHeroPlayback(video);
  await wait(1);
  expect(play).toHaveBeenCalledTimes(1);

  unmount();
  await wait(2000);
  play.mockClear();
  await act(async () => {
    window.dispatchEvent(new Event(DISCLAIMER_ACCEPTED_EVENT));
  });
  await wait(2000);
  expect(play).not.toHaveBeenCalled();
});
