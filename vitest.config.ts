import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
