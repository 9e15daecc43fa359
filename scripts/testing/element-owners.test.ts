import { elementOwners, elementOwnersHere, secondOwners, secondOwnersHere } from './element-owners';

/** The check over a few files held in memory. */
function check(files: Record<string, string>): string[] {
  return secondOwners(Object.keys(files), (file) => files[file] ?? '');
}

const MARKS = "import { PART_ATTRIBUTE, SIDE_MENU_ATTRIBUTE } from '../../lib/page-marks';\n";

const PAGE = {
  'src/first-script.ts':
    "import { startSideMenu } from './components/layout/side-menu-behaviour';\n" +
    "import { watchParts } from './runtime/wanted';\n",
  'src/components/layout/side-menu-behaviour.ts':
    MARKS +
    'export const startSideMenu = () => document.addEventListener("click", ({ target }) =>\n' +
    '  (target as Element).closest(`[${SIDE_MENU_ATTRIBUTE}]`));\n',
  'src/components/layout/side-menu.tsx':
    MARKS +
    'export const SideMenu = () => <dialog popover="auto" {...{ [SIDE_MENU_ATTRIBUTE]: \'\' }} />;\n',
  'src/runtime/wanted.ts': MARKS.replace('../../', '../') + 'closest(`[${PART_ATTRIBUTE}]`);\n',
};

describe('the check for a second owner of an element', () => {
  it('takes the modules the first script starts for the owners of the marks they find', () => {
    const files: Record<string, string> = PAGE;
    expect(elementOwners(Object.keys(files), (file) => files[file] ?? '')).toEqual(
      new Map([['SIDE_MENU_ATTRIBUTE', 'src/components/layout/side-menu-behaviour.ts']]),
    );
  });

  it('passes an element found by its owner alone and rendered with no handler', () => {
    expect(check(PAGE)).toEqual([]);
  });

  it('reports another module finding the element, by its mark or by its text', () => {
    expect(
      check({
        ...PAGE,
        'src/app/menu-state.ts':
          MARKS.replace('../../', '../') + 'document.querySelector(`[${SIDE_MENU_ATTRIBUTE}]`);\n',
        'src/features/x/close.ts': "document.querySelector('dialog[data-side-menu]');\n",
        'src/components/layout/side-menu.test.tsx': "document.querySelector('[data-side-menu]');\n",
      }),
    ).toEqual([
      'src/app/menu-state.ts finds the element marked data-side-menu, which src/components/layout/side-menu-behaviour.ts owns: ' +
        "one module owns an element's behaviour for its whole life (decision 0045); use the owner's functions, or move the behaviour into it",
      'src/features/x/close.ts finds the element marked data-side-menu, which src/components/layout/side-menu-behaviour.ts owns: ' +
        "one module owns an element's behaviour for its whole life (decision 0045); use the owner's functions, or move the behaviour into it",
    ]);
  });

  it('reports an event handler given the element in its markup', () => {
    const menu = PAGE['src/components/layout/side-menu.tsx'].replace(
      '<dialog',
      '<dialog onToggle={() => setOpen(true)}',
    );
    expect(check({ ...PAGE, 'src/components/layout/side-menu.tsx': menu })).toEqual([
      'src/components/layout/side-menu.tsx gives <dialog data-side-menu> onToggle: ' +
        "its events are src/components/layout/side-menu-behaviour.ts's alone, from the first script on (decision 0045)",
    ]);
  });

  it("leaves the runtime's marks, which no element's owner finds, to whoever reads them", () => {
    const outbox = MARKS.replace('../../', '../../../') + 'form.closest(`[${PART_ATTRIBUTE}]`);\n';
    expect(check({ ...PAGE, 'src/features/enquiries/outbox/keep.ts': outbox })).toEqual([]);
  });
});

describe("this site's elements", () => {
  it('have the owners the first script starts', () => {
    const owners = elementOwnersHere();
    expect(owners.get('SIDE_MENU_ATTRIBUTE')).toBe('src/components/layout/side-menu-behaviour.ts');
    expect(owners.get('DISCLAIMER_DIALOG_ATTRIBUTE')).toBe(
      'src/features/disclaimer/disclaimer-behaviour.ts',
    );
    expect(owners.get('INSTALL_BUTTON_ATTRIBUTE')).toBe('src/features/pwa/install-offer.ts');
  });

  it('each have one owner', () => {
    expect(
      secondOwnersHere(),
      'An element whose behaviour exists before the code is one module’s for its whole life (decision 0045)',
    ).toEqual([]);
  });
});
