// @vitest-environment node
import { spawnSync } from 'node:child_process';

/**
 * `npm run build` is the build a host runs: it stops, naming each setting unfit for the public
 * site, before it builds anything. The settings are given here, so a developer's .env cannot
 * change the outcome.
 */
it('a build for the public refuses every unfit setting, naming each', () => {
  const unfit = {
    VITE_BRAND_NAME: 'Valletta & Thames',
    VITE_INFO_EMAIL: 'info@acme.example',
    VITE_LEGAL_EMAIL: 'legal@acme-introducers.com',
    VITE_PROFESSIONAL_NETWORK_URL: 'https://www.linkedin.com/company/valletta-and-thames',
    VITE_SITE_URL: 'http://www.acme-introducers.com',
  };
  const built = spawnSync('npx', ['vite', 'build', '--outDir', 'node_modules/.cache/refused'], {
    encoding: 'utf8',
    env: { ...process.env, ...unfit },
  });
  const said = `${built.stdout}${built.stderr}`;
  expect(built.status, said).not.toBe(0);
  expect(said).toContain('A build for the public site refuses these settings');
  for (const name of ['VITE_BRAND_NAME', 'VITE_PROFESSIONAL_NETWORK_URL']) {
    expect(said).toContain(`${name}: still its placeholder`);
  }
  expect(said).toContain('VITE_INFO_EMAIL: info@acme.example receives no mail');
  expect(said).toContain('VITE_SITE_URL: http://www.acme-introducers.com/ is not https');
  expect(said).not.toContain('VITE_LEGAL_EMAIL');
});
