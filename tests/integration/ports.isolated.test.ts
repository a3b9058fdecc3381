import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PortInUseError } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { FREE_PORTS } from '../support/test-stack';

describe('a busy port', () => {
  it('gives a clear message naming the variable to change, not a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dataDir = await mkdtemp(join(tmpdir(), 'campus-busy-'));
    try {
      const attempt = startLocalStack({
        dataDir,
        ports: { ...FREE_PORTS, api: port },
        web: 'none',
      });
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
      await expect(attempt).rejects.toThrow('CAMPUS_API_PORT=');
    } finally {
      blocker.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
