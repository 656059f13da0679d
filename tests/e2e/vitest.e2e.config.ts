import { defineConfig } from 'vitest/config';

/** Browser journeys: run by tests/e2e/run.ts against a server it starts (E2E_BASE_URL). */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
