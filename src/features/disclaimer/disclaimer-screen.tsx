import { disclaimerContent } from '../../content/disclaimer';
import { syncAcceptButton } from './disclaimer-behaviour';
import { AgreeCheckbox, DisclaimerText } from './disclaimer-text';
import { DISCLAIMER_FORM_ATTRIBUTE } from '../../lib/page-marks';

/**
 * The standalone disclaimer at /disclaimer: a real form. Without JavaScript the box is required
 * and 'Accept & Continue' goes to /. Its rules are one module's, from the page's first script on
 * (disclaimer-behaviour.ts): a visitor who accepted before is sent to / at once, the button
 * follows the box, and pressing it stores the acceptance and goes to /.
 */
export function DisclaimerScreen() {
  return (
    <div className="container container-narrow page-section">
      <article className="disclaimer-card" aria-labelledby="disclaimer-title">
        <h1 id="disclaimer-title" className="disclaimer-title">
          {disclaimerContent.title}
        </h1>
        <DisclaimerText headingLevel="h2" />
        <form
          className="disclaimer-actions"
          action="/"
          // A form rendered afresh follows its box by the same rule, from its first render.
          ref={syncAcceptButton}
          {...{ [DISCLAIMER_FORM_ATTRIBUTE]: '' }}
        >
          <AgreeCheckbox required />
          {/* Rendered enabled: a page without JavaScript relies on the box being required. */}
          <button type="submit" className="button button-primary">
            {disclaimerContent.acceptButton}
          </button>
        </form>
      </article>
    </div>
  );
}
