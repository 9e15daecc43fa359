import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { parseSiteEnv } from './src/content/site-env.ts';

export default defineConfig({
  plugins: [react()],
  // The defaults of every setting, as a build with no .env has them.
  define: {
    __APP_VERSION__: JSON.stringify('test'),
    __SITE_ENV__: JSON.stringify(parseSiteEnv({})),
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Vitest leaves a core free by default: on a 2-core machine, one file at a time (116 s here
    // against 79 s with two). The files spend much of their time waiting on servers and timers.
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Starting PGlite (or PostgreSQL) takes seconds, and far longer on a busy shared CI machine.
    hookTimeout: 120_000,
    testTimeout: 60_000,
    // Threads start a file faster than processes (98 s for the whole run against 125 s here);
    // the PostgreSQL of the row level security tests needs a process of its own, which it enters
    // (process.chdir, which threads cannot do).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'threads',
        },
      },
      // Code that runs outside the page, in Node's environment (a file that needs a DOM says so in
      // its first line): these files share one module graph per thread, as Node would (a new one
      // for each file cost a fifth of the stage's CPU). The page's own code keeps a fresh one per
      // file: its modules hold state, and its tests mock modules.
      {
        extends: true,
        test: {
          name: 'outside-the-page',
          // supabase/**: the function's shared code (Deno's own tests are *_test.ts, run by
          // test:function).
          include: [
            'scripts/**/*.test.ts',
            'benchmarks/**/*.test.ts',
            // Helpers of the end-to-end tests, proven on their own (Playwright runs only *.spec.ts).
            'tests/support/**/*.test.ts',
            'supabase/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'supabase/tests/**'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['supabase/tests/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
