/**
 * What a visitor looks for on a page, the way a person finds it: a control, heading or region by
 * its role and the name they read on it (as assistive technology names it), or a piece of text.
 * Found in the page by ./on-the-page.ts, so the same words work in every engine.
 */

/** The roles the specs look for (ARIA roles, implicit ones included: a `<header>` is a banner). */
export type Role =
  | 'article'
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'link'
  | 'main'
  | 'region'
  | 'textbox';

/** A name or text as the page is asked for it: exact (whitespace collapsed) or a pattern. */
export type Words = string | { pattern: string; flags: string };

/** A target as it travels to the page. */
export interface TargetQuery {
  /** Absent: any element whose own text is `name`. */
  roles?: Role[];
  name?: Words;
  within?: TargetQuery;
}

export interface Target {
  query: TargetQuery;
  /** How a test failure names it. */
  description: string;
}

/** What a visitor sees of a target (the first one shown, in reading order). */
export interface Sight {
  /** Its text, whitespace collapsed. */
  text: string;
  /** Its top and bottom edges, in CSS pixels from the top of the window. */
  top: number;
  bottom: number;
  /** A form control's value, or null. */
  value: string | null;
  /** A checkbox's tick, or null. */
  checked: boolean | null;
  /** A dialog shown modally: everything behind it is out of reach (`:modal`). */
  modal: boolean;
  /** How opaque it is drawn, its ancestors' opacity included: 0 while waiting to fade in. */
  opacity: number;
}

const words = (name: string | RegExp): Words =>
  typeof name === 'string' ? name : { pattern: name.source, flags: name.flags };

const described = (what: string, name?: string | RegExp, within?: Target) =>
  `${what}${name === undefined ? '' : ` "${String(name)}"`}${within ? ` in ${within.description}` : ''}`;

/** An element of this role, named so when a name is given. */
export function byRole(role: Role, name?: string | RegExp, within?: Target): Target {
  return {
    query: {
      roles: [role],
      ...(name === undefined ? {} : { name: words(name) }),
      within: within?.query,
    },
    description: described(`the ${role}`, name, within),
  };
}

/** The element showing this text (the innermost, when several nest). */
export function byText(text: string | RegExp, within?: Target): Target {
  return {
    query: { name: words(text), within: within?.query },
    description: described('the text', text, within),
  };
}

/** A form field by its label, whatever kind of control it is. */
export function byLabel(label: string | RegExp, within?: Target): Target {
  return {
    query: {
      roles: ['textbox', 'combobox', 'checkbox'],
      name: words(label),
      within: within?.query,
    },
    description: described('the field', label, within),
  };
}
