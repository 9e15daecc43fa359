/**
 * One owner per element (decision 0045): an element whose behaviour exists before the code is one
 * module's for its whole life. Which modules those are, the first script says: the modules it
 * starts from src/features and src/components (side-menu-behaviour.ts, disclaimer-behaviour.ts,
 * install-offer.ts, hero-video-sources.ts). Which elements, the marks say (src/lib/page-marks.ts):
 * a mark such a module finds the element by, and that a component renders on it.
 *
 * A second owner shows in the source in one of two ways, and this finds both: another module
 * finding the element by its mark (in a selector, `hasAttribute`, or the mark's text written out),
 * or the component that renders the element giving it an event handler (`onClick`, `onToggle`).
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';
import * as pageMarks from '../../src/lib/page-marks';
import { trackedFiles } from './file-references';

const FIRST_SCRIPT = 'src/first-script.ts';
const PAGE_MARKS = 'src/lib/page-marks.ts';
/** Where the modules that own an element live; the rest the first script imports is the runtime. */
const OWNERS_LIVE_IN = ['src/features/', 'src/components/'];

/** Every mark's name in page-marks.ts, with the attribute it stands for. */
const MARKS = new Map<string, string>(
  Object.entries(pageMarks).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : [],
  ),
);

/**
 * The one element another module may find too, by decision 0045: the hero video, whose first
 * script's module gives it its sources, and which passes to its playback rules (hero-playback.ts)
 * through the one protocol, started once, by whoever comes first. The starter finds it for them.
 */
const HANDED_OVER = new Map([['HERO_VIDEO_ATTRIBUTE', ['src/starter.ts']]]);

/** How a module uses one mark: finds the element by it, or renders it on an element. */
interface MarkUse {
  file: string;
  mark: string;
  /** Set when the mark is rendered: the element, and the event handlers it is given. */
  rendered?: { element: string; handlers: string[] };
}

/** The JSX element a `{...{ [MARK]: '' }}` spread is on, if `node` is the mark's name in one. */
function renderedOn(node: ts.Node): ts.JsxOpeningLikeElement | undefined {
  if (!ts.isComputedPropertyName(node.parent)) return undefined;
  let up: ts.Node = node.parent.parent;
  while (
    ts.isPropertyAssignment(up) ||
    ts.isObjectLiteralExpression(up) ||
    ts.isParenthesizedExpression(up)
  ) {
    up = up.parent;
  }
  return ts.isJsxSpreadAttribute(up) ? up.parent.parent : undefined;
}

/** The attribute's text written out in a string or a template (`'[data-side-menu]'`). */
const writtenOut = (text: string, attribute: string) =>
  new RegExp(`(?<![\\w-])${attribute}(?![\\w-])`).test(text);

/** Every use of a mark in one module. */
function markUses(file: string, source: string): MarkUse[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const imported = new Map<string, string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!/(^|\/)page-marks$/.test(statement.moduleSpecifier.text)) continue;
    const names = statement.importClause?.namedBindings;
    if (!names || !ts.isNamedImports(names)) continue;
    for (const name of names.elements) {
      const mark = (name.propertyName ?? name.name).text;
      if (MARKS.has(mark)) imported.set(name.name.text, mark);
    }
  }
  const uses: MarkUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    const mark = ts.isIdentifier(node) ? imported.get(node.text) : undefined;
    if (mark) {
      const element = renderedOn(node);
      uses.push({
        file,
        mark,
        ...(element && {
          rendered: {
            element: element.tagName.getText(tree),
            handlers: element.attributes.properties
              .filter(ts.isJsxAttribute)
              .map((attribute) => attribute.name.getText(tree))
              .filter((name) => /^on[A-Z]/.test(name)),
          },
        }),
      });
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const [name, attribute] of MARKS) {
        if (writtenOut(node.text, attribute)) uses.push({ file, mark: name });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return uses;
}

/** The modules the first script imports that own an element, as paths from the root. */
function ownersStarted(files: readonly string[], read: (file: string) => string): string[] {
  const tree = ts.createSourceFile(FIRST_SCRIPT, read(FIRST_SCRIPT), ts.ScriptTarget.Latest);
  return tree.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.join(posix.dirname(FIRST_SCRIPT), specifier))
    .map((path) => files.find((file) => file === `${path}.ts` || file === `${path}.tsx`) ?? path)
    .filter((path) => OWNERS_LIVE_IN.some((folder) => path.startsWith(folder)));
}

/** Whether `file` is one of the page's modules: not a test, a test's helper or the marks. */
const pageModule = (file: string) =>
  /^src\/.*\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.startsWith('src/test/') &&
  file !== PAGE_MARKS;

/** Each element's owner, by the name of its mark. */
export function elementOwners(
  files: readonly string[],
  read: (file: string) => string,
): Map<string, string> {
  const uses = files.filter(pageModule).flatMap((file) => markUses(file, read(file)));
  const rendered = new Set(uses.filter((use) => use.rendered).map((use) => use.mark));
  const owners = new Map<string, string>();
  for (const owner of ownersStarted(files, read)) {
    for (const use of uses) {
      if (use.file === owner && !use.rendered && rendered.has(use.mark)) {
        owners.set(use.mark, owner);
      }
    }
  }
  return owners;
}

/**
 * Every second owner of an element the first script's modules own, as a sentence that says the
 * rule: a module that finds the element by its mark, or an event handler given it in its markup.
 */
export function secondOwners(files: readonly string[], read: (file: string) => string): string[] {
  const owners = elementOwners(files, read);
  const problems = new Set<string>();
  const handedOver = new Set<string>();
  for (const file of files.filter(pageModule)) {
    for (const { mark, rendered } of markUses(file, read(file))) {
      const owner = owners.get(mark);
      const attribute = MARKS.get(mark);
      if (!owner || file === owner) continue;
      if (rendered) {
        if (rendered.handlers.length === 0) continue;
        problems.add(
          `${file} gives <${rendered.element} ${attribute}> ${rendered.handlers.join(', ')}: ` +
            `its events are ${owner}'s alone, from the first script on (decision 0045)`,
        );
      } else if (HANDED_OVER.get(mark)?.includes(file)) {
        handedOver.add(`${file} ${mark}`);
      } else {
        problems.add(
          `${file} finds the element marked ${attribute}, which ${owner} owns: one module owns ` +
            "an element's behaviour for its whole life (decision 0045); use the owner's " +
            'functions, or move the behaviour into it',
        );
      }
    }
  }
  for (const [mark, finders] of HANDED_OVER) {
    for (const file of finders.filter((finder) => owners.has(mark) && files.includes(finder))) {
      if (handedOver.has(`${file} ${mark}`)) continue;
      problems.add(
        `${file} no longer finds the element marked ${MARKS.get(mark)}: end its exception`,
      );
    }
  }
  return [...problems];
}

/** The check on this repository: its tracked files, as they are on disk. */
export function secondOwnersHere(root = process.cwd()): string[] {
  return secondOwners(trackedFiles(root), (file) => readFileSync(posix.join(root, file), 'utf8'));
}

/** This repository's element owners, by mark. */
export function elementOwnersHere(root = process.cwd()): Map<string, string> {
  return elementOwners(trackedFiles(root), (file) => readFileSync(posix.join(root, file), 'utf8'));
}
