import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_FUNCTIONS,
  AUTHORIZER,
  BACKGROUND_FUNCTIONS,
  DEPLOY_FUNCTIONS,
  PAGE_FUNCTIONS,
} from './registry';

/*
 * A Lambda's entry is a file named handler.ts or <what>-handler.ts in its group. The registry names
 * entries as strings, so a handler it forgets compiles and deploys nothing: this test points at it.
 */
const projectDir = join(__dirname, '..');

function handlerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return handlerFiles(path);
    return /(^|-)handler\.ts$/.test(name) ? [relative(projectDir, path)] : [];
  });
}

describe('the registry', () => {
  it('names every handler file as a Lambda entry, and no entry that is missing', () => {
    const entries = [
      ...Object.values(API_FUNCTIONS),
      AUTHORIZER,
      ...Object.values(BACKGROUND_FUNCTIONS),
      ...Object.values(DEPLOY_FUNCTIONS),
      ...Object.values(PAGE_FUNCTIONS),
    ].map((definition) => definition.entry);
    const files = handlerFiles(__dirname).filter((path) => !path.includes('/lib/'));
    expect(files.filter((file) => !entries.includes(file))).toEqual([]);
    expect(entries.filter((entry) => !files.includes(entry))).toEqual([]);
  });
});
