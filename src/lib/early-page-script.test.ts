import { LOW_END_ATTRIBUTE } from './early-page-script';
import { runEarlyScript } from './early-page-script-test-support';

afterEach(() => document.documentElement.removeAttribute(LOW_END_ATTRIBUTE));

it.each([
  { cores: 1, lowEnd: true },
  { cores: 2, lowEnd: true },
  { cores: 4, lowEnd: false },
])('marks a device with $cores cores low-end: $lowEnd', ({ cores, lowEnd }) => {
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores);
  runEarlyScript();
  expect(document.documentElement.hasAttribute(LOW_END_ATTRIBUTE)).toBe(lowEnd);
});
