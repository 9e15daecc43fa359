import { pwaCopy } from '../../content/pwa';
import { INSTALL_BUTTON_ATTRIBUTE, INSTALL_STEPS_ATTRIBUTE } from '../../lib/page-marks';

const STEPS_TITLE_ID = 'install-steps-title';

/**
 * "Install app", in every page's HTML and shown by the stylesheet while the browser's offer stands
 * (the mark install-offer.ts sets on <html>), never in the installed app. Its press is the first
 * script's: the browser's prompt, or on iOS Safari, which has no prompt, these Add to Home Screen
 * steps in a native dialog that closes itself. Markup only: no code is wanted for it.
 */
export function InstallApp() {
  return (
    <>
      <button
        type="button"
        className="button button-gold button-small install-app"
        {...{ [INSTALL_BUTTON_ATTRIBUTE]: '' }}
      >
        {pwaCopy.install}
      </button>
      <dialog
        className="install-dialog"
        aria-labelledby={STEPS_TITLE_ID}
        {...{ [INSTALL_STEPS_ATTRIBUTE]: '' }}
      >
        <h2 id={STEPS_TITLE_ID}>{pwaCopy.installIosTitle}</h2>
        <ol>
          {pwaCopy.installIosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <form method="dialog">
          <button className="button button-primary">{pwaCopy.close}</button>
        </form>
      </dialog>
    </>
  );
}
