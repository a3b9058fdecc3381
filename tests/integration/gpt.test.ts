import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import type { Role } from '#shared/constants/roles';
import type { Task } from '#shared/schemas/gpt';
import { answerTask } from '../../functions/assistant/answer-task';
import { workerDeps } from '../../functions/assistant-worker-handler';
import { bucketName } from '../../functions/lib/env';
import { findFile } from '../../functions/uploads/records';
import { deleteObject } from '../../functions/uploads/storage';
import { call, loginAs } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { pdfWithPages } from '../support/pdf';
import { indexed, shareNote as shareNoteAs } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

describe('Personalized GPT: questions answered from the notes by the queue worker', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const shareNote = (subject: string, text: string, file?: { name: string; type: string; bytes: Buffer }) =>
    shareNoteAs(stack.apiUrl, token('Faculty'), subject, text, file);
  const ask = (query: string, as: string, fileId?: string) =>
    call(stack.apiUrl, 'POST', '/api/personalizedgpt', { token: as, body: { query, fileId } });
  const status = (taskId: string, as: string) =>
    call(stack.apiUrl, 'GET', `/api/personalizedgpt/status/${taskId}`, { token: as });
  async function until(taskId: string, as: string, want: string): Promise<Task> {
    for (let i = 0; i < 100; i++) {
      const task = (await status(taskId, as)).body as unknown as Task;
      if (task.status === want) return task;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`task ${taskId} never became ${want}`);
  }

  it('answers through the queue, quoting and citing the one note that holds the fact', async () => {
    const word = `zorblium${randomUUID().slice(0, 6)}`;
    const noteId = await shareNote(
      `Rare metals ${word}`,
      `Introduction.\n\nThe melting point of ${word} is 1234 kelvin, measured in 1999.\n\nOther facts.`,
    );
    await shareNote('Unrelated', 'Photosynthesis turns light into chemical energy in plants.');
    const asked = await ask(`What is the melting point of ${word}?`, token('Student'));
    expect(asked.status).toBe(202);
    const taskId = asked.body.taskId as string;
    const done = await until(taskId, token('Student'), 'completed');
    expect(done.response).toContain('1234 kelvin');
    expect(done.sources[0]).toMatchObject({ noteId });
    expect(done.sources[0]?.title).toContain(`Rare metals ${word}`);
    const recent = (await call(stack.apiUrl, 'GET', '/api/personalizedgpt', { token: token('Student') })).body
      .tasks as Task[];
    expect(recent[0]?.taskId).toBe(taskId);
  });

  it('uses the attached file, and says plainly when nothing matches', async () => {
    const fact = `quibbleton${randomUUID().slice(0, 6)}`;
    const file = await uploadThroughApi(stack.apiUrl, token('Alumni'), {
      kind: 'gptAttachment',
      name: 'my-notes.txt',
      type: 'text/plain',
      bytes: Buffer.from(`The capital of ${fact} is Lumen City.`),
    });
    const withFile = await ask(`Capital of ${fact}?`, token('Alumni'), file.fileId);
    const answered = await until(withFile.body.taskId as string, token('Alumni'), 'completed');
    expect(answered.response).toContain('Lumen City');
    expect(answered.sources[0]?.title).toBe('Your file my-notes.txt');

    const nothing = await ask(`xyzzy${randomUUID().slice(0, 8)}`, token('Alumni'));
    const empty = await until(nothing.body.taskId as string, token('Alumni'), 'completed');
    expect(empty).toMatchObject({ response: GPT_MESSAGES.nothingFound, sources: [] });
  });

  it('indexes PDF notes page by page at upload, cites the page, and never reads the file to answer', async () => {
    const word = `vexonite${randomUUID().slice(0, 6)}`;
    const pdf = pdfWithPages([
      'Metals: an introduction.',
      `The density of ${word} is 42 grams per cubic centimetre.`,
    ]);
    const noteId = await shareNote(`Dense metals ${word}`, '', {
      name: 'metals.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    // The question reads the index only: the note's bytes may be gone (S3 alone, not the API).
    const file = await findFile(noteId);
    if (!file) throw new Error('the note has no file record');
    await deleteObject(bucketName('files'), file.key);
    const asked = await ask(`What is the density of ${word}?`, token('Student'));
    const done = await until(asked.body.taskId as string, token('Student'), 'completed');
    expect(done.response).toContain('42 grams per cubic centimetre');
    expect(done.response).toContain('(metals.pdf), page 2');
    expect(done.sources[0]).toMatchObject({ noteId, page: 2 });

    // Deleting the note removes its passages: the next question no longer finds it.
    await call(stack.apiUrl, 'DELETE', `/api/notes/${noteId}`, { token: token('Faculty') });
    await indexed(noteId, false);
    const again = await ask(`What is the density of ${word}?`, token('Student'));
    const gone = await until(again.body.taskId as string, token('Student'), 'completed');
    expect(gone).toMatchObject({ response: GPT_MESSAGES.nothingFound, sources: [] });
  });

  it('shows a task to its owner only, and answers a duplicate delivery once', async () => {
    const asked = await ask('melting point', token('Student'));
    const taskId = asked.body.taskId as string;
    expect(await status(taskId, token('Faculty'))).toEqual({
      status: 404,
      body: { msg: GPT_MESSAGES.noSuchTask },
    });
    await until(taskId, token('Student'), 'completed');
    // The same message delivered again (SQS delivers at least once): nothing is answered twice.
    expect(await answerTask(taskId, workerDeps)).toBe('skipped');
  });

  it('refuses bad input, and a fourth unfinished question, with messages', async () => {
    expect((await ask('', token('Student'))).status).toBe(400);
    expect((await ask('x'.repeat(2001), token('Student'))).status).toBe(400);
    expect((await ask('q', token('Student'), randomUUID())).body).toEqual({ msg: GPT_MESSAGES.fileNotReady });
    // A fake PDF is refused when its upload is confirmed, so no question can attach it.
    const fake = await uploadThroughApi(stack.apiUrl, token('Student'), {
      kind: 'gptAttachment',
      name: 'notes.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 an executable, not a PDF'),
    });
    expect(fake.confirm?.status).toBe(400);
    expect((await ask('q', token('Student'), fake.fileId)).body).toEqual({ msg: GPT_MESSAGES.fileNotReady });

    // A new student, whose questions stay unfinished while the worker is kept from them by rapid asks.
    const email = `gpt-${randomUUID()}@example.org`;
    const body = {
      firstName: 'Lia',
      lastName: 'Das',
      email,
      password: 'a gpt passphrase',
      birthDate: '2003-03-03',
      role: 'Student',
      ...A_CLASS,
    };
    await call(stack.apiUrl, 'POST', '/api/signup', { body, from: newVisitor() });
    await confirmEmailOf(stack, email);
    const student = await loginAs(stack.apiUrl, { email, password: 'a gpt passphrase', role: 'Student' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask('parallel question', student)));
    const accepted = answers.filter((answer) => answer.status === 202).length;
    expect(accepted).toBeLessThanOrEqual(3);
    expect(
      answers.filter((answer) => answer.status === 429).every((a) => a.body.msg === GPT_MESSAGES.tooManyOpen),
    ).toBe(true);
  });
});
