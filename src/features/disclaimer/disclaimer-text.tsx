import { TextBlocks } from '../../components/ui/text-blocks';
import { disclaimerContent } from '../../content/disclaimer';
import { DISCLAIMER_AGREE_ATTRIBUTE } from '../../lib/page-marks';

/** The four sections of the disclaimer, shared by the dialog and the standalone screen. */
export function DisclaimerText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="disclaimer-text">
      <p className="disclaimer-intro">{disclaimerContent.intro}</p>
      {disclaimerContent.sections.map((section) => (
        <section key={section.heading} className="disclaimer-section">
          <Heading>{section.heading}</Heading>
          <TextBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}

/**
 * The 'I AGREE' checkbox with its statement. Uncontrolled: what a tick does is one module's, from
 * the page's first script on (disclaimer-behaviour.ts), so a tick given before the code stands.
 */
export function AgreeCheckbox({ required }: { required?: boolean }) {
  return (
    <label className="agree-checkbox">
      <input type="checkbox" required={required} {...{ [DISCLAIMER_AGREE_ATTRIBUTE]: '' }} />
      <span>
        <strong>{disclaimerContent.agreeLabel}</strong>
        <span className="agree-statement">{disclaimerContent.agreeStatement}</span>
      </span>
    </label>
  );
}
