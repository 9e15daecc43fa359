import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Labelled form controls. Each is tied to its error message (aria-describedby, aria-invalid), and
 * the message is announced when it appears.
 */

/** The browser's own validation, for a form sent before (or without) the site's code. */
export interface NativeValidation {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
  native?: NativeValidation;
}

function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    describedBy: error ? errorId : undefined,
  };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** A multi-line message box. */
  rows?: number;
}

export function TextField({
  label,
  registration,
  error,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
  native,
}: TextFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': true,
    ...native,
    ...registration,
  };
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...shared} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  /**
   * Shown until the visitor chooses, and never a choice itself: disabled, with the empty value
   * that makes a `required` select refuse to be sent without a real choice (the browser's own
   * 'placeholder label option'). Every option a visitor can choose has a value.
   */
  prompt?: { value: string; label: string };
  autoComplete?: string;
}

export function SelectField({
  label,
  registration,
  error,
  className,
  options,
  prompt,
  autoComplete,
  native,
}: SelectFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required
        required={native?.required}
        autoComplete={autoComplete}
        // The prompt starts selected in the markup too (prerendered pages), not the first choice
        // a browser would pick in place of a disabled option.
        defaultValue={prompt?.value}
        {...registration}
      >
        {prompt ? (
          <option value={prompt.value} disabled>
            {prompt.label}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface CheckboxFieldProps extends FieldProps {
  children: ReactNode;
}

export function CheckboxField({
  registration,
  error,
  className,
  children,
  label,
  native,
}: CheckboxFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={className ? `form-field form-check ${className}` : 'form-field form-check'}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required
        required={native?.required}
        {...registration}
      />
      <label htmlFor={id}>
        <span className="visually-hidden">{label}: </span>
        {children}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field people never see or reach, that form-filling bots complete. The server treats an
 * enquiry with it filled as spam.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        {/* No autofill may fill it: a name none knows, autocomplete off, and each password
            manager's own opt-out (1Password, LastPass, Bitwarden, Dashlane). */}
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}
