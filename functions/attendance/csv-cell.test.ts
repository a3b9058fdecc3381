import { describe, expect, it } from 'vitest';
import { safeCell } from './csv-cell';

describe('safeCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [';=1+1', "';=1+1"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['   =HYPERLINK("x")', `'   =HYPERLINK("x")`],
    [' ;cmd', "' ;cmd"],
  ])('neutralises %j', (value, written) => {
    expect(safeCell(value)).toBe(written);
  });

  it.each(['Asha', 'Present', '2026-11-23', 'a=b', 'x-ray', 'asha@example.org', '', '  Asha'])(
    'leaves %j as it is',
    (value) => {
      expect(safeCell(value)).toBe(value);
    },
  );
});
