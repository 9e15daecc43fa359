// @vitest-environment node
import { describeFirstVisitJs, isFormOnlyPackage } from './first-visit-js';

describe('isFormOnlyPackage', () => {
  it('matches every @supabase package, react-hook-form and valibot, and nothing else', () => {
    expect(isFormOnlyPackage('@supabase/supabase-js')).toBe(true);
    expect(isFormOnlyPackage('@supabase/functions-js')).toBe(true);
    expect(isFormOnlyPackage('react-hook-form')).toBe(true);
    expect(isFormOnlyPackage('valibot')).toBe(true);
    expect(isFormOnlyPackage('@hookform/resolvers')).toBe(false);
    expect(isFormOnlyPackage('supabase')).toBe(false);
    expect(isFormOnlyPackage('react-dom')).toBe(false);
  });
});

it('describes each script, largest first, with its packages, then the total against the ceiling', () => {
  const lines = describeFirstVisitJs({
    scripts: [
      { path: '/assets/small.js', gzipBytes: 512, packages: {} },
      { path: '/assets/index.js', gzipBytes: 60 * 1024, packages: { 'react-dom': 400 * 1024 } },
    ],
    totalGzipBytes: 60 * 1024 + 512,
    formOnlyPackages: [],
  });
  expect(lines).toEqual([
    '  60.0 KB  /assets/index.js  (react-dom 400.0 KB; unminified)',
    '   0.5 KB  /assets/small.js',
    '  60.5 KB  total gzip, 2 files (ceiling 12.0 KB)',
  ]);
});
