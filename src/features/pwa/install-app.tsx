import { useId, useRef, useSyncExternalStore } from 'react';
import { pwaCopy } from '../../content/pwa';
import { INSTALL_BUTTON_ATTRIBUTE, INSTALL_OFFERED_ATTRIBUTE } from '../../lib/page-marks';
import { useMediaQuery } from '../../lib/use-media-query';
import { installOffered, isIosSafari } from './install-offer';

/** Calls `onChange` whenever the browser's offer comes or goes (the mark on <html>). */
function watchInstallOffer(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [INSTALL_OFFERED_ATTRIBUTE] });
  return () => observer.disconnect();
}

const neverChanges = () => () => {};

/**
 * "Install app" while the browser's offer stands, its press answered by the page's first script
 * with the browser's prompt (install-offer.ts); short Add to Home Screen steps on iOS Safari,
 * which has no install prompt; nothing when already running installed.
 */
export function InstallApp() {
  const standalone = useMediaQuery('(display-mode: standalone)', true);
  // Without a browser, neither: hydration matches the page's HTML, and the browser's answers follow.
  const offered = useSyncExternalStore(watchInstallOffer, installOffered, () => false);
  const ios = useSyncExternalStore(neverChanges, isIosSafari, () => false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  if (standalone || (!offered && !ios)) return null;

  return (
    <>
      <button
        type="button"
        className="button button-gold button-small"
        {...{ [INSTALL_BUTTON_ATTRIBUTE]: '' }}
        onClick={ios ? () => dialogRef.current?.showModal() : undefined}
      >
        {pwaCopy.install}
      </button>
      {ios ? (
        <dialog ref={dialogRef} className="install-dialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{pwaCopy.installIosTitle}</h2>
          <ol>
            {pwaCopy.installIosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <button
            type="button"
            className="button button-primary"
            onClick={() => dialogRef.current?.close()}
          >
            {pwaCopy.close}
          </button>
        </dialog>
      ) : null}
    </>
  );
}
