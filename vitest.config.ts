import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { pgliteAlso, serverTests } from './scripts/serverSuites.mjs';

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

// With PostgreSQL offered, the server suite runs on it in full, and on PGlite only the files
// scripts/serverSuites.mjs lists (the embedded database's own, and each capability's main path).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
          // A test that types a whole form (Settings → Fields) takes seconds under jsdom while
          // the server suites share the two cores: 5 s failed one in a CI run.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: onPostgres ? pgliteAlso : serverTests,
          // Each test makes the data it needs: shuffled, none can lean on another's.
          sequence: { shuffle: true },
          globalSetup: ['tests/support/pgliteTemplate.setup.ts'],
          env: { PADDOCK_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The whole suite on a real PostgreSQL server when one is offered (CI sets it), each test
      // database copied from one migrated once per run.
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: serverTests,
                sequence: { shuffle: true },
                globalSetup: ['tests/support/postgresTemplate.setup.ts'],
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
