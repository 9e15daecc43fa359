import '@testing-library/jest-dom/vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-errors';

beforeEach(watchConsoleErrors);
// Registered first, so it runs after every other afterEach (cleanup can log errors too).
afterEach(checkConsoleErrors);
