import { describe, expect, it } from 'vitest';
import { startTestStack } from '../support/test-stack';

describe('local data in the data directory', () => {
  it('persists across restarts, and the seed does not add the departments twice', async () => {
    const first = await startTestStack();
    await first.stop();
    const second = await startTestStack({ dataDir: first.dataDir, ports: first.ports });
    try {
      expect(second.seededDepartments).toBe(0);
      const response = await fetch(`${second.apiUrl}/api/admin/departments`);
      expect(((await response.json()) as unknown[]).length).toBe(10);
    } finally {
      await second.destroy();
    }
  });
});
