import type { Ref } from 'react';
import { TextBlocks } from '../../components/ui/text-blocks';
import { disclaimerContent } from '../../content/disclaimer';
import { DISCLAIMER_AGREE_ATTRIBUTE } from './disclaimer-before-code';

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
 * The 'I AGREE' checkbox with its statement. Uncontrolled: it may be ticked before the app's code
 * runs (the page's first script handles that tick: disclaimer-before-code.ts), and the app reads the box as
 * it finds it rather than resetting it.
 */
export function AgreeCheckbox({
  onChange,
  inputRef,
  required,
}: {
  onChange: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}) {
  return (
    <label className="agree-checkbox">
      <input
        ref={inputRef}
        type="checkbox"
        required={required}
        {...{ [DISCLAIMER_AGREE_ATTRIBUTE]: '' }}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>
        <strong>{disclaimerContent.agreeLabel}</strong>
        <span className="agree-statement">{disclaimerContent.agreeStatement}</span>
      </span>
    </label>
  );
}
