import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/* Every decision record says when it was taken and whether it still holds, and the index lists it. */
const dir = __dirname;
const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));
const HEADER = /^\*\*Date:\*\* \d{4}-\d{2}-\d{2} · \*\*Status:\*\* (Accepted|Superseded by \[\d+\]\(\S+\))/;

describe('decision records', () => {
  it('each has its number in its title, then a date and a status', () => {
    expect(records.length).toBeGreaterThan(30);
    for (const name of records) {
      const [title = '', , header = ''] = readFileSync(join(dir, name), 'utf8').split('\n');
      expect(title, name).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. `));
      expect(header, name).toMatch(HEADER);
    }
  });

  it('links only to records that exist', () => {
    for (const name of [...records, 'README.md']) {
      const text = readFileSync(join(dir, name), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)) {
        expect(existsSync(join(dir, target)), `${name} → ${target}`).toBe(true);
      }
    }
  });

  it('are each listed once in the index', () => {
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const name of records) expect(index.split(`(${name})`).length - 1, name).toBe(1);
  });
});
