import { checkStored, isClean } from './load-verdict';

const a = { id: 'id-a', lastName: 'Visitor a' };
const b = { id: 'id-b', lastName: 'Visitor b' };
const c = { id: 'id-c', lastName: 'Visitor c' };

it('passes when every accepted enquiry is stored once, intact', () => {
  const check = checkStored([a, b], [b, a]);
  expect(check).toEqual({ lost: [], duplicated: [], unexpected: [], altered: [] });
  expect(isClean(check)).toBe(true);
});

it('reports an accepted enquiry missing from the table as lost', () => {
  const check = checkStored([a, b], [a]);
  expect(check.lost).toEqual(['id-b']);
  expect(isClean(check)).toBe(false);
});

it('reports an id stored twice, and one enquiry stored under two ids, as duplicated', () => {
  expect(checkStored([a], [a, a]).duplicated).toEqual(['id-a', 'Visitor a']);
  expect(checkStored([a], [a, { id: 'other', lastName: 'Visitor a' }]).duplicated).toEqual([
    'Visitor a',
  ]);
});

it('reports rows nobody was told were accepted, and rows with another sender’s content', () => {
  const check = checkStored([a], [a, c]);
  expect(check.unexpected).toEqual(['id-c']);
  expect(checkStored([a], [{ id: 'id-a', lastName: 'Visitor b' }]).altered).toEqual(['id-a']);
});
