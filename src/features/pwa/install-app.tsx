import { useEffect, useId, useRef, useState } from 'react';
import { pwaCopy } from '../../content/pwa';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  forgetInstallOffer,
  installOfferMadeEarlier,
  isIosSafari,
  type BeforeInstallPromptEvent,
} from './install-offer';

/**
 * "Install app" where the browser offers installation; short Add to Home Screen steps on iOS
 * Safari, which has no install prompt; nothing when already running installed.
 */
export function InstallApp() {
  const standalone = useMediaQuery('(display-mode: standalone)', true);
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [ios, setIos] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const installed = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', capture);
    window.addEventListener('appinstalled', installed);
    // After hydration, which must match the prerendered page (no button there).
    const iosCheck = window.setTimeout(() => {
      setIos(isIosSafari());
      setPromptEvent((current) => current ?? installOfferMadeEarlier());
    }, 0);
    return () => {
      window.removeEventListener('beforeinstallprompt', capture);
      window.removeEventListener('appinstalled', installed);
      window.clearTimeout(iosCheck);
    };
  }, []);

  if (standalone || (!promptEvent && !ios)) return null;

  const install = async () => {
    if (promptEvent) {
      forgetInstallOffer();
      await promptEvent.prompt();
      await promptEvent.userChoice;
      setPromptEvent(null);
    } else {
      dialogRef.current?.showModal();
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-gold button-small"
        onClick={() => void install()}
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
