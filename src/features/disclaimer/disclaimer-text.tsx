import { TextBlocks } from '../../components/ui/text-blocks';
import { disclaimerContent } from '../../content/disclaimer';

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

/** The 'I AGREE' checkbox with its statement. */
export function AgreeCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="agree-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>
        <strong>{disclaimerContent.agreeLabel}</strong>
        <span className="agree-statement">{disclaimerContent.agreeStatement}</span>
      </span>
    </label>
  );
}
