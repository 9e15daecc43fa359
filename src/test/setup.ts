import '@testing-library/jest-dom/vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-errors';

beforeEach(watchConsoleErrors);
// Registered first, so it runs after every other afterEach (cleanup can log errors too).
afterEach(checkConsoleErrors);

// jsdom has <dialog> but not its modal methods. (Tests in the node environment have no DOM.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
