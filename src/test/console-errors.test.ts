import { checkConsoleErrors, expectConsoleError, watchConsoleErrors } from './console-errors';

// Each test checks by hand what the setup file's afterEach would, then watches again so that
// afterEach finds nothing left to report.

it('fails a test that logs an error it did not announce', () => {
  console.error('Unexpected application error', new TypeError('x is undefined'));
  expect(checkConsoleErrors).toThrow(
    'unexpected console.error: Unexpected application error TypeError: x is undefined',
  );
  watchConsoleErrors();
});

it('lets an announced error through, however often it is logged', () => {
  expectConsoleError(/^Error sending message:/);
  console.error('Error sending message:', { kind: 'no-answer' });
  console.error('Error sending message:', { kind: 'no-answer' });
  expect(checkConsoleErrors).not.toThrow();
  watchConsoleErrors();
});

it('fails a test whose announced error never came', () => {
  expectConsoleError(/^Error sending message:/);
  expect(checkConsoleErrors).toThrow(
    'expected a console.error matching /^Error sending message:/, but none came',
  );
  watchConsoleErrors();
});
