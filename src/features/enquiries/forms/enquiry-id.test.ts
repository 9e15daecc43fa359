import { createEnquiryIdKeeper } from './enquiry-id';

it('reuses the id for the same values, and takes a new one for changed values or after success', () => {
  let counter = 0;
  const keeper = createEnquiryIdKeeper(() => `id-${++counter}`);
  expect(keeper.idFor({ message: 'hello' })).toBe('id-1');
  expect(keeper.idFor({ message: 'hello' })).toBe('id-1');
  expect(keeper.idFor({ message: 'hello again' })).toBe('id-2');
  keeper.forget();
  expect(keeper.idFor({ message: 'hello again' })).toBe('id-3');
});
