import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { peakResidentMb } from './peak-memory';

const run = promisify(execFile);

describe('peakResidentMb', () => {
  it('gives a child started by a large process its own peak, not its parent’s', async () => {
    // This process holds 300 MB more than a child needs when it starts one.
    const held = Array.from({ length: 30 }, () => Buffer.alloc(10 * 1024 * 1024, 1));
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      '-e',
      `import { peakResidentMb } from ${JSON.stringify(join(import.meta.dirname, 'peak-memory.ts'))};
       console.log(JSON.stringify({ own: peakResidentMb(), inherited: process.resourceUsage().maxRSS / 1024 }));`,
    ]);
    const child = JSON.parse(stdout) as { own: number; inherited: number };
    expect(held).toHaveLength(30);
    // The parent's memory shows in the child's maxRSS; its own peak is that of a small node process.
    expect(child.inherited).toBeGreaterThan(300);
    expect(child.own).toBeLessThan(200);
    expect(child.own).toBeGreaterThan(10);
    expect(peakResidentMb()).toBeGreaterThan(300);
  });
});
