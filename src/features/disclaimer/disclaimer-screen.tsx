import { useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { disclaimerContent } from '../../content/disclaimer';
import { useEnhanced } from '../../lib/use-enhanced';
import { acceptDisclaimer } from './disclaimer-storage';
import { AgreeCheckbox, DisclaimerText } from './disclaimer-text';
import { part } from '../../runtime/demand';
import { takeOver } from '../../runtime/markers';
import { DISCLAIMER_FORM_ATTRIBUTE } from './disclaimer-before-code';

/**
 * The standalone disclaimer at /disclaimer. Visitors who already accepted are sent to / (by the
 * page's early script at once, and by its route). A real form: without JavaScript the box is
 * required and 'Accept & Continue' goes to /; before the app's code runs, the early script keeps
 * the button disabled until the box is ticked; once the code runs, it takes the box as it finds it.
 */
export function DisclaimerScreen() {
  const enhanced = useEnhanced();
  const agreeBox = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();

  // A tick given before the code arrived stands (and is read before the first paint the app makes).
  useLayoutEffect(() => setAgreed(agreeBox.current?.checked ?? false), []);

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
          {...{ [DISCLAIMER_FORM_ATTRIBUTE]: '', ...part('used') }}
          {...takeOver(enhanced)}
          onSubmit={(event) => {
            event.preventDefault();
            if (!agreeBox.current?.checked) return;
            acceptDisclaimer();
            void navigate({ to: '/' });
          }}
        >
          <AgreeCheckbox inputRef={agreeBox} onChange={setAgreed} required />
          <button
            type="submit"
            className="button button-primary"
            // Rendered enabled (a page without JavaScript relies on the box being required); the
            // early script and then the app disable it until the box is ticked.
            disabled={enhanced ? !agreed : undefined}
          >
            {disclaimerContent.acceptButton}
          </button>
        </form>
      </article>
    </div>
  );
}
