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
    ['|calc', "'|calc"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['\u200B=1+1', "'\u200B=1+1"],
    ['\uFEFF=1+1', "'\uFEFF=1+1"],
    ['\u00A0\u2060+1', "'\u00A0\u2060+1"],
  ])('neutralises %j', (value, written) => {
    expect(safeCell(value)).toBe(written);
  });

  it.each([
    'Asha',
    'Present',
    '2026-11-23',
    'a=b',
    'x-ray',
    'asha@example.org',
    '',
    '  Asha',
    'a|b',
    '\u200BAsha',
  ])('leaves %j as it is', (value) => {
    expect(safeCell(value)).toBe(value);
  });
});
