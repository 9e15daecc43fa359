// @vitest-environment node
import { packageOfModule } from './chunk-packages-plugin';

describe('packageOfModule', () => {
  it('names plain and scoped packages, including nested node_modules', () => {
    expect(packageOfModule('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toBe(
      'react-dom',
    );
    expect(packageOfModule('/repo/node_modules/@supabase/functions-js/dist/module/index.js')).toBe(
      '@supabase/functions-js',
    );
    expect(
      packageOfModule('/repo/node_modules/@hookform/resolvers/node_modules/valibot/dist/index.js'),
    ).toBe('valibot');
    expect(packageOfModule('C:\\repo\\node_modules\\valibot\\dist\\index.js')).toBe('valibot');
  });

  it('returns null for our own modules and virtual ones', () => {
    expect(packageOfModule('/repo/src/features/hero/hero.tsx')).toBeNull();
    expect(packageOfModule('\0vite/preload-helper.js')).toBeNull();
  });
});
