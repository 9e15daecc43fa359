import { stubIntersectionObserver } from '../test/intersection-observer';

/** A fresh copy of the module: the code is wanted once per page, so once per test here. */
async function freshCodeDemand() {
  vi.resetModules();
  return import('./code-demand');
}

/** The reason the code was wanted, or 'not wanted' once pending work has run. */
async function wantedFor(codeWanted: Promise<string>): Promise<string> {
  return Promise.race([
    codeWanted,
    new Promise<string>((resolve) => setTimeout(() => resolve('not wanted'), 0)),
  ]);
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the code is wanted', () => {
  it.each(['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'])(
    'when a marked part gets %s',
    async (type) => {
      stubIntersectionObserver();
      const { codeWanted, wantCodeWhenPartsNeedIt } = await freshCodeDemand();
      document.body.innerHTML = '<header data-code-part><button>Menu</button></header>';
      wantCodeWhenPartsNeedIt();
      document.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await wantedFor(codeWanted)).toBe('used');
    },
  );

  it('at once when a part was used before this script came (the early script marks it)', async () => {
    stubIntersectionObserver();
    const { codeWanted, wantCodeWhenPartsNeedIt } = await freshCodeDemand();
    document.documentElement.setAttribute('data-code-wanted', '');
    wantCodeWhenPartsNeedIt();
    expect(await wantedFor(codeWanted)).toBe('used');
    document.documentElement.removeAttribute('data-code-wanted');
  });

  it('not for focus the page moved into a part by itself (the disclaimer opening)', async () => {
    stubIntersectionObserver();
    const { codeWanted, wantCodeWhenPartsNeedIt } = await freshCodeDemand();
    document.body.innerHTML = '<dialog data-code-part><h2 tabindex="-1">Disclaimer</h2></dialog>';
    document.querySelector('h2')?.focus();
    wantCodeWhenPartsNeedIt();
    expect(await wantedFor(codeWanted)).toBe('not wanted');
  });

  it('not when the visitor only uses what needs no code', async () => {
    stubIntersectionObserver();
    const { codeWanted, wantCodeWhenPartsNeedIt } = await freshCodeDemand();
    document.body.innerHTML = '<header data-code-part></header><p><a href="#x">Read</a></p>';
    wantCodeWhenPartsNeedIt();
    document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await wantedFor(codeWanted)).toBe('not wanted');
  });

  it('when a part marked near comes within reach, and not before', async () => {
    const observer = stubIntersectionObserver();
    const { codeWanted, wantCodeWhenPartsNeedIt } = await freshCodeDemand();
    document.body.innerHTML = '<section data-code-part="near"><form></form></section>';
    wantCodeWhenPartsNeedIt();
    observer.report({ isIntersecting: false });
    expect(await wantedFor(codeWanted)).toBe('not wanted');
    observer.report({ isIntersecting: true });
    expect(await wantedFor(codeWanted)).toBe('near');
  });

  it('for the first reason given, whatever comes after', async () => {
    const { codeWanted, wantCode } = await freshCodeDemand();
    wantCode('outbox');
    wantCode('install');
    expect(await wantedFor(codeWanted)).toBe('outbox');
  });
});
