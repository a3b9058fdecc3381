import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_FUNCTIONS } from '../../functions/registry';
import { PROJECT_ROOT } from '../../infra/definitions/functions';
import { bundleLambda } from '../../tests/support/lambda-bundle';

/*
 * `npx tsx bench/pages-cold-start/run.ts [runs]`: the pages function's cold start (decision
 * 57), each run in a fresh node process: the AWS SDK's S3 client loaded (the runtime has it), the
 * bundle loaded, the first page served with its data, and a second one. Medians printed.
 */
const here = join(PROJECT_ROOT, 'bench/pages-cold-start');
const runs = Number(process.argv[2] ?? 9);
const dir = mkdtempSync(join(tmpdir(), 'campus-pages-cold-'));
const { code, bytes } = await bundleLambda('bench/pages-cold-start/entry.ts', PAGE_FUNCTIONS.pages.define);
const bundle = join(dir, 'handler.cjs');
writeFileSync(bundle, code);
const env = { ...process.env, NODE_PATH: join(PROJECT_ROOT, 'node_modules'), NODE_NO_WARNINGS: '1' };
// Bundled like the function (its stylesheets are nothing on a server), then run once.
const writer = join(dir, 'built-document.cjs');
writeFileSync(
  writer,
  (await bundleLambda('bench/pages-cold-start/built-document.ts', PAGE_FUNCTIONS.pages.define)).code,
);
const documentFile = join(dir, 'departments.html');
execFileSync('node', [writer, documentFile], { env });
const times = Array.from({ length: runs }, () =>
  JSON.parse(
    execFileSync('node', [join(here, 'measure.cjs'), bundle, documentFile], { env, encoding: 'utf8' }),
  ),
) as { sdk: number; load: number; first: number; warm: number }[];
const median = (key: keyof (typeof times)[number]) => {
  const sorted = times.map((time) => time[key]).sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`;
};
console.log(`The pages function, ${(bytes / 1024).toFixed(0)} KB, ${runs} cold starts (median, range):`);
console.log(`  the SDK's S3 client loaded   ${median('sdk')}`);
console.log(`  the bundle loaded            ${median('load')}`);
console.log(`  the first page served        ${median('first')}`);
console.log(`  the next one, warm           ${median('warm')}`);
