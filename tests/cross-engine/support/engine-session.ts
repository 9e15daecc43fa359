/** What each engine's automation gives the visitor (./visitor.ts): ./firefox.ts, ./webkit.ts. */

/** The keys the specs press. */
export type Key = 'Escape' | 'Enter' | 'Tab';

/**
 * The device's colour scheme, which the page reads as `prefers-color-scheme`: `light` is the
 * engine as it comes, `dark` the device's theme set dark (./firefox.ts, ./webkit.ts).
 */
export type ColorScheme = 'light' | 'dark';

/** A phone's screen, in CSS pixels (an iPhone 12 to 15's). */
export const PHONE_SCREEN = { width: 390, height: 844 } as const;

/**
 * What each engine's automation provides, the few things everything a visitor does is made of.
 * One per test, on a fresh profile: no service worker, nothing stored.
 */
export interface EngineSession {
  /**
   * Goes to the address; resolves as soon as the automation can say the page is there: at
   * DOMContentLoaded in Firefox, at the load event in WebKit (./webkit.ts says why). Either way
   * before the app's code, which comes after load and paint, and for a part only once wanted.
   */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function body (its argument is `arguments[0]`) in the page; resolves its result. */
  run(body: string, argument: unknown): Promise<unknown>;
  /** A press of the primary button at this point of the window. */
  click(x: number, y: number): Promise<void>;
  /** The pointer coming to rest at this point of the window. */
  movePointer(x: number, y: number): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  pressKey(key: Key): Promise<void>;
  /** What the window shows, as a PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
  /**
   * What the page and its code wrote to the console as errors, and what they threw uncaught;
   * absent where the automation has no console channel (WebKitGTK's WebDriver).
   */
  consoleErrors?: string[];
  /**
   * Takes the device offline (navigator.onLine false, every request fails) or back online;
   * absent where the automation has no offline switch (WebKitGTK's WebDriver).
   */
  setOffline?(offline: boolean): Promise<void>;
}
