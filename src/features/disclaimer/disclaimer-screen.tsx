import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { disclaimerContent } from '../../content/disclaimer';
import { acceptDisclaimer } from './disclaimer-storage';
import { AgreeCheckbox, DisclaimerText } from './disclaimer-text';

/** The standalone disclaimer at /disclaimer. Its route sends visitors who already accepted to /. */
export function DisclaimerScreen() {
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();

  return (
    <div className="container container-narrow page-section">
      <article className="disclaimer-card" aria-labelledby="disclaimer-title">
        <h1 id="disclaimer-title" className="disclaimer-title">
          {disclaimerContent.title}
        </h1>
        <DisclaimerText headingLevel="h2" />
        <form
          className="disclaimer-actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (!agreed) return;
            acceptDisclaimer();
            void navigate({ to: '/' });
          }}
        >
          <AgreeCheckbox checked={agreed} onChange={setAgreed} />
          <button type="submit" className="button button-primary" disabled={!agreed}>
            {disclaimerContent.acceptButton}
          </button>
        </form>
      </article>
    </div>
  );
}
