/**
 * A console.error in a test is a failure unless the test expected it (docs/testing.md). The setup
 * file (./setup.ts) watches every test: an error the test did not announce with expectConsoleError
 * fails it, and so does an announced error that never came.
 */

const announced: { pattern: RegExp; seen: boolean }[] = [];
const unexpected: string[] = [];
const originalError = console.error;

/** Declares that this test logs a console.error matching `pattern` (one or more times). */
export function expectConsoleError(pattern: RegExp): void {
  announced.push({ pattern, seen: false });
}

function describeArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  // Errors and DOMExceptions (jsdom's are no Error, and from another realm) by name and message.
  if (typeof value === 'object' && value !== null && 'name' in value && 'message' in value) {
    return `${String(value.name)}: ${String(value.message)}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Starts watching console.error for the test about to run. */
export function watchConsoleErrors(): void {
  announced.length = 0;
  unexpected.length = 0;
  console.error = (...args: unknown[]) => {
    const message = args.map(describeArgument).join(' ');
    const match = announced.find(({ pattern }) => pattern.test(message));
    if (match) {
      match.seen = true;
      return;
    }
    unexpected.push(message);
    originalError(...args);
  };
}

/** Stops watching, and throws if the test logged an error it did not expect or missed one it did. */
export function checkConsoleErrors(): void {
  console.error = originalError;
  const problems = [
    ...unexpected.map((message) => `unexpected console.error: ${message}`),
    ...announced
      .filter(({ seen }) => !seen)
      .map(({ pattern }) => `expected a console.error matching ${pattern}, but none came`),
  ];
  announced.length = 0;
  unexpected.length = 0;
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
