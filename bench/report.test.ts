import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_REPORT, benchReport } from './report';

describe('the bench’s report', () => {
  it('says when and on what it was measured, then every line the bench printed', () => {
    const report = benchReport(new Date('2026-11-27T18:00:00Z'), [1.25, 0.5, 0.2], ['a', '  b 1.00 ms']);
    expect(report).toMatch(/^# `npm run bench`: measured 2026-11-27\n/);
    expect(report).toContain('load average 1.3, 0.5, 0.2');
    expect(report).toContain('```\na\n  b 1.00 ms\n```');
  });

  it('is in the repository as the bench wrote it, with its date', () => {
    expect(existsSync(BENCH_REPORT)).toBe(true);
    const text = readFileSync(BENCH_REPORT, 'utf8');
    expect(text).toMatch(/^# `npm run bench`: measured \d{4}-\d{2}-\d{2}\n/);
    expect(text).toContain('Lighthouse, mobile, median of three runs');
  });
});
