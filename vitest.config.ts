import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core (Vitest's default leaves one core to its main process, which mostly waits:
    // on a 2-core machine that ran every file one after another).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          setupFiles: ['renderer/src/test/setup-dom.ts'],
          // A 2-core CI machine under load: schema compilation and bundle loading can exceed 5 s.
          testTimeout: 30_000,
          include: [
            'renderer/src/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'server/src/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Migrates and seeds one template database of each kind per run; every test app gets a copy.
          globalSetup: ['tests/integration/support/templates.ts'],
          environment: 'node',
          // Two files at a time on a loaded 2-core machine: a test that starts its own apps (restarts,
          // purges) took up to a minute there.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
