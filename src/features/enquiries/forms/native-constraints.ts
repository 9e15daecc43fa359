/**
 * The browser's own validation attributes for an enquiry form's fields, read from the form's
 * valibot schema, so that a visitor whose JavaScript has not arrived (or never will) cannot send an
 * obviously invalid form, and the limits never drift from the rules the server applies.
 */

/** The parts of a valibot schema or action this reads. */
interface SchemaNode {
  kind?: string;
  type?: string;
  requirement?: unknown;
  wrapped?: SchemaNode;
  pipe?: readonly SchemaNode[];
}

export interface NativeConstraints {
  required: true;
  minLength?: number;
  maxLength?: number;
}

/** Every validation in a schema's pipe, through `optional` wrappers and nested pipes. */
function validations(schema: SchemaNode): SchemaNode[] {
  if (schema.type === 'optional' && schema.wrapped) return validations(schema.wrapped);
  return (schema.pipe ?? []).flatMap((item) => {
    if (item === schema) return [];
    if (item.kind === 'schema') return validations(item);
    return item.kind === 'validation' ? [item] : [];
  });
}

function lengths(checks: SchemaNode[], type: 'min_length' | 'max_length'): number[] {
  return checks
    .filter((check) => check.type === type && typeof check.requirement === 'number')
    .map((check) => check.requirement as number);
}

/**
 * Constraints for one field: every enquiry field is required; its shortest and longest lengths
 * come from the schema (a minimum of 1 is what `required` says already).
 */
export function nativeConstraints(schema: SchemaNode): NativeConstraints {
  const checks = validations(schema);
  const minimum = Math.max(0, ...lengths(checks, 'min_length'));
  const maximums = lengths(checks, 'max_length');
  return {
    required: true,
    ...(minimum > 1 ? { minLength: minimum } : {}),
    ...(maximums.length > 0 ? { maxLength: Math.min(...maximums) } : {}),
  };
}

/** Constraints for every field of a form's object schema, by field name. */
export function formConstraints<Entries extends Record<string, SchemaNode>>(schema: {
  entries: Entries;
}): Record<keyof Entries, NativeConstraints> {
  return Object.fromEntries(
    Object.entries(schema.entries).map(([name, field]) => [name, nativeConstraints(field)]),
  ) as Record<keyof Entries, NativeConstraints>;
}

/**
 * The constraints once the site's code validates the form: a `maxlength` would stop typing at the
 * limit, and the visitor would never see the specification's message for an overlong field.
 */
export function withoutMaxLength<Name extends string>(
  constraints: Record<Name, NativeConstraints>,
): Record<Name, NativeConstraints> {
  return Object.fromEntries(
    Object.entries<NativeConstraints>(constraints).map(([name, { maxLength: _, ...rest }]) => [
      name,
      rest,
    ]),
  ) as Record<Name, NativeConstraints>;
}

/**
 * A form's constraints as each stage needs them: all of them while the browser validates the form
 * (`plain`), and without maximum lengths once the code does (`enhanced`).
 */
export function formConstraintsByStage<Entries extends Record<string, SchemaNode>>(schema: {
  entries: Entries;
}) {
  const plain = formConstraints(schema);
  return { plain, enhanced: withoutMaxLength(plain) };
}
