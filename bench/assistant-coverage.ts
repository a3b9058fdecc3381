import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { askerOf } from '../functions/assistant/asker';
import { COVERAGE_RULE, coverageOf } from '../functions/assistant/search/coverage';
import { COVERAGE_DEPTH, searchQuestion } from '../functions/assistant/search/rank';
import { semanticProvider } from '../functions/assistant/search/semantic';
import { passagesById } from '../functions/assistant/store/search';
import { PROJECT_ROOT } from '../infra/definitions/functions';
import { loginAs } from '../tests/support/api';
import { startTestStack } from '../tests/support/test-stack';
import { uploadCorpus } from './assistant-evaluation';
import { otherDocuments } from './other-documents';
import { uploadOtherDocuments } from './other-documents-upload';
import { say } from './report';

/*
 * `npx tsx bench/assistant-coverage.ts [--with-others] <question files…>`: how far apart the
 * local rule's coverage (coverage.ts, the best of the first three fused passages) puts answerable
 * and unanswerable questions, and what each threshold would refuse of both. It reads the
 * questions it is given: the held-out half is never given while a rule is being tuned (decision 25).
 */
const HERE = join(PROJECT_ROOT, 'bench/assistant-eval');

interface Judged {
  readonly id: string;
  readonly answerable: boolean;
  readonly coverage: number;
}

async function coverages(files: readonly string[]): Promise<Judged[]> {
  const asker = await askerOf(randomUUID());
  const judged: Judged[] = [];
  for (const file of files) {
    const { questions } = JSON.parse(readFileSync(join(HERE, file), 'utf8')) as {
      questions: { id: string; document: string | null; query: string }[];
    };
    for (const question of questions) {
      const searched = await searchQuestion(
        question.query,
        { asker, rule: COVERAGE_RULE },
        semanticProvider(),
      );
      const first = searched?.fused.slice(0, COVERAGE_DEPTH) ?? [];
      const read = await passagesById(first.map(({ hit }) => hit.id));
      const coverage = searched
        ? Math.max(
            0,
            ...first.map(({ hit }) => coverageOf(read.get(hit.id), searched.terms, searched.rarity)),
          )
        : 0;
      judged.push({ id: question.id, answerable: question.document !== null, coverage });
    }
  }
  return judged;
}

const percent = (count: number, of: number) => `${of === 0 ? 0 : Math.round((100 * count) / of)}%`;

function printSeparation(judged: readonly Judged[]): void {
  const answerable = judged.filter((q) => q.answerable).sort((a, b) => a.coverage - b.coverage);
  const not = judged.filter((q) => !q.answerable).sort((a, b) => b.coverage - a.coverage);
  const list = (qs: readonly Judged[]) => qs.map((q) => `${q.id} ${q.coverage.toFixed(2)}`).join(', ');
  say(`Answerable (${answerable.length}), lowest coverage first: ${list(answerable)}`);
  say(`Unanswerable (${not.length}), highest first: ${list(not)}`);
  say('needed   refuses unanswerable   refuses answerable');
  const thresholds = [...new Set(judged.map((q) => q.coverage))].sort((a, b) => a - b);
  for (const needed of thresholds) {
    // At `needed`, a question whose best coverage is below it is refused.
    const refusedNot = not.filter((q) => q.coverage < needed).length;
    const refusedAnswerable = answerable.filter((q) => q.coverage < needed).length;
    say(
      `${needed.toFixed(2)}     ${percent(refusedNot, not.length).padStart(4)}                   ${percent(refusedAnswerable, answerable.length).padStart(4)}`,
    );
  }
}

async function main() {
  const withOthers = process.argv.includes('--with-others');
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const others = withOthers ? await otherDocuments() : [];
  const stack = await startTestStack();
  try {
    const facultyAccount = stack.demoAccounts.find((account) => account.role === 'Faculty');
    if (!facultyAccount) throw new Error('no demo Faculty account');
    const faculty = await loginAs(stack.apiUrl, facultyAccount);
    if (withOthers) await uploadOtherDocuments(stack.apiUrl, faculty, others);
    await uploadCorpus(stack.apiUrl, faculty);
    say(`Coverage of ${files.join(', ')}${withOthers ? `, with ${others.length} other documents` : ''}`);
    printSeparation(await coverages(files));
  } finally {
    await stack.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
