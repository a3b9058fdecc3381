import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core free, which on two cores is half the machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
            'docs/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/*.test.ts',
            'web/vite-plugins/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
          // Files in a worker share one jsdom instead of building a new one each (29 s of the 31 s
          // this project took on two cores). What a test changes of the shared window is put back
          // after it: stubbed globals here, the DOM and storage in test-setup.ts.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/**/*.isolated.test.ts'],
          // Files in one worker share its started stack (tests/support/shared-stack.ts).
          isolate: false,
          globalSetup: ['tests/support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Tests that stop a stand-in or restart the stack: each file in a process of its own.
          name: 'integration-isolated',
          environment: 'node',
          include: ['tests/integration/**/*.isolated.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          // One process for every file, not isolated, so each configuration is synthesized and each
          // Lambda bundled once per run (tests/infra/synth.ts), not once per file.
          isolate: false,
          fileParallelism: false,
          // A worker count of its own needs a group of its own: in a run of every project, it runs last.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/infra/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
