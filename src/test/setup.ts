import '@testing-library/jest-dom/vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-errors';

// The site mounts sonner's toaster into the page's live region on the first toast, in a root of
// its own, whose updates would come outside the tests' act(). A test that shows toasts renders
// <SonnerToaster /> with what it renders instead, and the first toast only gets sonner's `toast`.
vi.mock('../components/layout/sonner-toaster', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  mountToaster: async () => (await import('sonner')).toast,
}));

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
