import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** Loads .sql files as text, as the server bundle does (esbuild's text loader). */
function sqlAsText(): Plugin {
  return {
    name: 'sql-as-text',
    load(id) {
      if (!id.endsWith('.sql')) return null;
      return `export default ${JSON.stringify(readFileSync(id, 'utf8'))};`;
    },
  };
}

const serverTests = ['tests/server/**/*.test.ts'];

export default defineConfig({
  plugins: [sqlAsText()],
  test: {
    // Test files wait on databases, mail servers and timers as much as on the CPU.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/support/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'src/web/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: serverTests,
          // Each test makes the data it needs: shuffled, none can lean on another's.
          sequence: { shuffle: true },
          globalSetup: ['tests/support/pgliteTemplate.setup.ts'],
          env: { PADDOCK_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same suite on a real PostgreSQL server when one is offered (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: serverTests,
                sequence: { shuffle: true },
                env: { PADDOCK_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
