import { endOfStartAnimations } from './start-animations';

/** Enough of an Animation for the filter: its clock, state, end and `finished` promise. */
function animation({
  timeline = document.timeline as AnimationTimeline | null,
  playState = 'running' as AnimationPlayState,
  endTime = 5000 as number,
} = {}) {
  let end = () => {};
  let cancel = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    end = resolve;
    cancel = () => reject(new DOMException('cancelled', 'AbortError'));
  });
  finished.catch(() => undefined);
  const fake = {
    timeline,
    playState,
    finished,
    effect: { getComputedTiming: () => ({ endTime }) },
  };
  return { fake: fake as unknown as Animation, end, cancel };
}

function pageWith(...animations: Animation[]) {
  document.getAnimations = () => animations;
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'getAnimations');
});

it('goes on at once where nothing runs on the clock, or the browser cannot say', async () => {
  expect(await settled(endOfStartAnimations())).toBe(true);
  pageWith(
    animation({ timeline: null }).fake,
    animation({ timeline: {} as AnimationTimeline }).fake,
    animation({ endTime: Infinity }).fake,
    animation({ playState: 'finished' }).fake,
  );
  expect(await settled(endOfStartAnimations())).toBe(true);
});

it('waits for every running animation to end, a cancelled one counting as ended', async () => {
  const title = animation();
  const caret = animation();
  pageWith(title.fake, caret.fake);
  const ended = endOfStartAnimations();
  title.end();
  expect(await settled(ended)).toBe(false);
  caret.cancel();
  expect(await settled(ended)).toBe(true);
});
