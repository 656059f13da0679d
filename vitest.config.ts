import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { mainFields: ['module', 'main'] },
  test: {
    // Every core (Vitest's default leaves one idle: on a 2-core machine a single worker, 10 min
    // instead of 6 for the whole suite). The server tests mostly wait on their own PGlite.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
          server: { deps: { inline: ['ra-data-graphql', '@apollo/client'] } },
        },
      },
    ],
  },
});
