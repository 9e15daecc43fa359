import { DISCLAIMER_ACCEPTED_EVENT, DISCLAIMER_STORAGE_KEY } from '../../lib/constants';
import { DISCLAIMER_STATE_ATTRIBUTE } from '../../lib/page-marks';

async function freshModule() {
  vi.resetModules();
  return import('./disclaimer-storage');
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(DISCLAIMER_STATE_ATTRIBUTE);
});

it('stores the flag as the string "true" and announces the acceptance', async () => {
  const { acceptDisclaimer, isDisclaimerAccepted } = await freshModule();
  const heard = vi.fn();
  window.addEventListener(DISCLAIMER_ACCEPTED_EVENT, heard);
  expect(isDisclaimerAccepted()).toBe(false);
  acceptDisclaimer();
  expect(localStorage.getItem(DISCLAIMER_STORAGE_KEY)).toBe('true');
  expect(isDisclaimerAccepted()).toBe(true);
  expect(heard).toHaveBeenCalledTimes(1);
  window.removeEventListener(DISCLAIMER_ACCEPTED_EVENT, heard);
});

it('accepts only the exact value "true"', async () => {
  const { isDisclaimerAccepted } = await freshModule();
  localStorage.setItem(DISCLAIMER_STORAGE_KEY, 'yes');
  expect(isDisclaimerAccepted()).toBe(false);
});

it('still lets the visitor in for this visit when storage refuses access', async () => {
  const { acceptDisclaimer, isDisclaimerAccepted } = await freshModule();
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(isDisclaimerAccepted()).toBe(false);
  expect(() => acceptDisclaimer()).not.toThrow();
  expect(isDisclaimerAccepted()).toBe(true);
});
