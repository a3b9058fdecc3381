import { describe, expect, it } from 'vitest';
import { DEPARTMENT_DESCRIPTIONS, DEPARTMENT_NAMES } from './departments';

describe('the required departments', () => {
  it('are the fixed ten, each with a description', () => {
    expect(DEPARTMENT_NAMES).toHaveLength(10);
    expect(new Set(DEPARTMENT_NAMES).size).toBe(10);
    for (const name of DEPARTMENT_NAMES) expect(DEPARTMENT_DESCRIPTIONS[name].length).toBeGreaterThan(0);
  });

  it('include the names exactly as the requirements spell them', () => {
    expect(DEPARTMENT_NAMES).toContain('Electronics & Telecommunication Engineering');
    expect(DEPARTMENT_NAMES).toContain('Artificial Intelligence And Data Science');
  });
});
