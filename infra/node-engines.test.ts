import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The Node.js versions the project runs on: those every tool of the build and the tests declares
 * (Vite 8 and its bundler Rolldown, the React plugin, Vitest and jsdom, aws-cdk-lib), written in
 * package.json's engines, the README and the runbook. A small reader of the `^a.b.c` and
 * `>=a.b.c` ranges these packages use; any other form fails the test rather than being misread.
 */
type Version = readonly [number, number, number];

const parse = (text: string): Version => {
  const parts = text.trim().replace(/^v/, '').split('.').map(Number);
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part)))
    throw new Error(`not a version: ${text}`);
  return parts as unknown as Version;
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative);
    if (!match?.[2]) throw new Error(`a range this test cannot read: ${range}`);
    const floor = parse(match[2]);
    if (compare(version, floor) < 0) return false;
    return match[1] === '>=' || version[0] === floor[0];
  });
}

const packageJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as { engines?: { node?: string } };

const OURS = packageJson('package.json').engines?.node ?? '';
const TOOLS = ['vite', 'rolldown', '@vitejs/plugin-react', 'vitest', 'jsdom', 'aws-cdk-lib'];
const declared = TOOLS.map((name) => {
  const range = packageJson(`node_modules/${name}/package.json`).engines?.node;
  if (!range) throw new Error(`${name} declares no Node.js engines`);
  return { name, range };
});

describe('the Node.js versions', () => {
  it('package.json asks for exactly the versions every build and test tool accepts', () => {
    expect(OURS).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
    // The first version of each of our ranges passes every tool…
    for (const floor of ['20.19.0', '22.12.0', '24.0.0']) {
      for (const { name, range } of declared)
        expect(satisfies(parse(floor), range), `${name} ${floor}`).toBe(true);
    }
    // …and the versions just outside them fail one (Vite below 20.19 and 22.12, Vitest and jsdom on 23).
    for (const outside of ['20.18.9', '22.11.9', '23.11.0']) {
      expect(satisfies(parse(outside), OURS)).toBe(false);
      expect(
        declared.some(({ range }) => !satisfies(parse(outside), range)),
        outside,
      ).toBe(true);
    }
  });

  it('include the one running this test', () => {
    expect(satisfies(parse(process.version), OURS)).toBe(true);
  });

  it('are the ones the README and the runbook name, where they say what to install', () => {
    const docs = ['../README.md', '../docs/operations.md'].map((path) =>
      readFileSync(new URL(path, import.meta.url), 'utf8'),
    );
    const lines = docs
      .join('\n')
      .split('\n')
      .filter((line) => /Needs .*Node\.js/.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toContain('Node.js ^20.19, ^22.12 or ≥ 24');
  });
});
