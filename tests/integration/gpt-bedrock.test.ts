import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import type { Role } from '#shared/constants/roles';
import { answerTask } from '../../functions/assistant/answer-task';
import { isIndexed } from '../../functions/assistant/store/documents';
import { noteDocId } from '../../functions/assistant/store/search-document';
import { createTask, findTask } from '../../functions/assistant/tasks';
import { workerDeps } from '../../functions/assistant-worker-handler';
import { call } from '../support/api';
import { type BedrockStandIn, startBedrockStandIn } from '../support/bedrock-stand-in';
import { shareNote } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

const MODEL_ID = 'amazon.nova-lite-v1:0';
const SETTINGS = {
  GPT_PROVIDER: 'bedrock',
  GPT_MODEL_ID: MODEL_ID,
  GPT_MODEL_REGION: 'us-east-1',
  GPT_EMBEDDING_MODEL_ID: 'amazon.titan-embed-text-v2:0',
};

describe('the Bedrock provider, against a stand-in that speaks the Converse and InvokeModel APIs', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let bedrock: BedrockStandIn;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    bedrock = await startBedrockStandIn();
    // The worker runs in this process; its settings are what the stack gives the deployed function.
    for (const [name, value] of Object.entries({
      ...SETTINGS,
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.url,
      AWS_ENDPOINT_URL_BEDROCK_AGENT_RUNTIME: bedrock.url,
    })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await bedrock.stop();
  });

  /*
   * A question queued as a task, asked straight of the worker (not through the queue), so the
   * stack's own poller never takes it: the task's id, and what the worker's try came to.
   */
  async function askedOfWorker(query: string) {
    const taskId = randomUUID();
    await createTask({
      taskId,
      ownerId: randomUUID(),
      query,
      status: 'queued',
      createdAt: new Date().toISOString(),
    });
    return { taskId, outcome: await answerTask(taskId, workerDeps) };
  }

  /* A question the worker answers at its first try: the task as it then stands. */
  async function answered(query: string) {
    const { taskId, outcome } = await askedOfWorker(query);
    expect(outcome).toBe('answered');
    return findTask(taskId);
  }

  /*
   * A Geology text note a Faculty member uploads and describes through the API, waited for until
   * ingestion (the stack's poller, in this process, with these settings) has embedded each passage.
   */
  async function geologyNote(
    note: { readonly name: string; readonly subject: string; readonly unit: string },
    text: string,
  ) {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: note.name,
      type: 'text/plain',
      bytes: Buffer.from(text),
    });
    const details = {
      subject: note.subject,
      unit: note.unit,
      branch: 'Geology',
      uploaded_by: 'Prof',
      div: 'A',
      year: 'SE',
    };
    await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token: token('Faculty'),
      body: { fileId: upload.fileId, ...details },
    });
    for (let i = 0; i < 100 && !(await isIndexed(noteDocId(upload.fileId ?? ''))); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return upload;
  }

  it('sends the best passages with the instruction to cite them, and keeps what the model cites', async () => {
    const word = `thulomite${randomUUID().slice(0, 6)}`;
    const upload = await geologyNote(
      { name: 'minerals.txt', subject: 'Minerals', unit: 'Unit 3' },
      `Minerals.\n\n${word} glows green under ultraviolet light.`,
    );
    expect(bedrock.embeddings.some((request) => request.body.inputText.includes(word))).toBe(true);
    expect(bedrock.embeddings.at(-1)).toMatchObject({
      modelId: 'amazon.titan-embed-text-v2:0',
      body: { dimensions: 256, normalize: true },
    });

    const task = await answered(`What colour does ${word} glow?`);
    expect(task).toMatchObject({
      status: 'completed',
      // Short paragraphs make one passage (ingestion's splitting), so the heading line comes along.
      response: `According to your notes, Minerals. ${word} glows green under ultraviolet light. [1]`,
      sources: [{ noteId: upload.fileId, title: 'Minerals, Unit 3 (minerals.txt)' }],
    });
    // The question itself was embedded too, for the semantic signal.
    expect(bedrock.embeddings.at(-1)?.body.inputText).toBe(`What colour does ${word} glow?`);
    const request = bedrock.requests.at(-1);
    expect(request?.modelId).toBe(MODEL_ID);
    // The real SDK signed it, as it would for Bedrock.
    expect(request?.authorization).toMatch(/^AWS4-HMAC-SHA256 .*\/us-east-1\/bedrock\/aws4_request/);
    expect(request?.body.system?.[0]?.text).toMatch(/Cite each passage you use by its number/);
    expect(request?.body.messages[0]?.content[0]?.text).toContain(
      `[1] (Minerals, Unit 3 (minerals.txt))\nMinerals. ${word}`,
    );
  });

  it('with a reranker configured, quotes the passages in its order', async () => {
    const word = `cinnabrite${randomUUID().slice(0, 6)}`;
    const texts = {
      Ores: `${word} ore is grey; ${word} ore is heavy; ${word} ore is found in caves.`,
      Smelting: `Miners roast ${word} ore in furnaces to free its mercury.`,
    };
    for (const [subject, text] of Object.entries(texts))
      await shareNote(stack.apiUrl, token('Faculty'), subject, text);
    const question = `What is done with ${word} ore?`;
    // Without a reranker, the note that repeats the words comes first.
    expect((await answered(question))?.sources?.[0]?.title).toBe('Ores, Unit 1 (Ores.txt)');

    const modelArn = 'arn:aws:bedrock:us-east-1::foundation-model/cohere.rerank-v3-5:0';
    process.env.GPT_RERANK_MODEL_ARN = modelArn;
    bedrock.rerankFavouring('furnaces');
    try {
      const task = await answered(question);
      // The model is given the reranker's first passage first, and cites it.
      expect(task?.sources?.[0]?.title).toBe('Smelting, Unit 1 (Smelting.txt)');
      const prompt = bedrock.requests.at(-1)?.body.messages[0]?.content[0]?.text ?? '';
      expect(prompt).toContain('[1] (Smelting, Unit 1 (Smelting.txt))');
      expect(prompt).toContain('[2] (Ores, Unit 1 (Ores.txt))');
      expect(task?.response).toContain('roast');
      const request = bedrock.reranks.at(-1);
      expect(request?.queries).toEqual([{ type: 'TEXT', textQuery: { text: question } }]);
      expect(request?.rerankingConfiguration).toMatchObject({
        type: 'BEDROCK_RERANKING_MODEL',
        bedrockRerankingConfiguration: { modelConfiguration: { modelArn } },
      });
      // Each source is a passage with its note's title, so a note's subject can count.
      expect(request?.sources.map((source) => source.inlineDocumentSource.textDocument.text)).toContain(
        `Smelting, Unit 1 (Smelting.txt)\n${texts.Smelting}`,
      );
    } finally {
      delete process.env.GPT_RERANK_MODEL_ARN;
      bedrock.rerankFavouring(undefined);
    }
  });

  it('lets the model judge: passages that do not answer the question are refused by it, citing nothing', async () => {
    const word = `ferrovane${randomUUID().slice(0, 6)}`;
    await shareNote(stack.apiUrl, token('Faculty'), 'Minerals', `${word} is mined in the northern hills.`);
    const before = bedrock.requests.length;
    bedrock.refuseNext(1);
    // Some of the question's words are in a note, so the rule does not refuse: the model is asked.
    const task = await answered(`Where is ${word} mined, and what does a tonne of it cost?`);
    bedrock.refuseNext(0);
    expect(bedrock.requests).toHaveLength(before + 1);
    expect(bedrock.requests.at(-1)?.body.system?.[0]?.text).toContain(
      `reply with exactly this sentence and nothing else: ${GPT_MESSAGES.nothingFound}`,
    );
    expect(task).toMatchObject({ status: 'completed', response: GPT_MESSAGES.nothingFound, sources: [] });
  });

  it('embeds at ingestion through throttling, and a try that failed resumes where it stopped', async () => {
    const { bedrockEmbeddingsProvider } = await import('../../functions/assistant/search/semantic');
    const tag = randomUUID().slice(0, 8);
    const texts = Array.from({ length: 40 }, (_, n) => `Passage ${n} of the ${tag} handbook.`);
    // More 429s than the SDK's own three attempts: the provider waits and tries again.
    bedrock.throttleEmbeddingsNext(4);
    const first = await bedrockEmbeddingsProvider.embedPassages(texts.slice(0, 35));
    expect(first?.every((vector) => vector?.length === 256)).toBe(true);
    // A later text the model refuses: the try fails, but what it made is kept…
    bedrock.failEmbeddingsOf(`Passage 39 of the ${tag}`);
    await expect(bedrockEmbeddingsProvider.embedPassages(texts)).rejects.toThrow();
    bedrock.failEmbeddingsOf(undefined);
    const asked = () => bedrock.embeddings.filter((request) => request.body.inputText.includes(tag)).length;
    const before = asked();
    // …so the next try embeds only what is still missing.
    const again = await bedrockEmbeddingsProvider.embedPassages(texts);
    expect(again?.every((vector) => vector?.length === 256)).toBe(true);
    expect(asked() - before).toBeLessThanOrEqual(5);
  });

  it('asks nothing of the model when no passage matches', async () => {
    const before = bedrock.requests.length;
    const task = await answered(`zzq${randomUUID().slice(0, 8)}`);
    expect(task).toMatchObject({ status: 'completed', response: GPT_MESSAGES.nothingFound, sources: [] });
    expect(bedrock.requests).toHaveLength(before);
  });

  /* A note about a new mineral, shared and indexed: the note's upload, and the mineral's name. */
  async function rockNote() {
    const word = `quarzite${randomUUID().slice(0, 6)}`;
    const upload = await geologyNote(
      { name: 'rocks.txt', subject: 'Rocks', unit: 'Unit 1' },
      `${word} is harder than glass.`,
    );
    return { upload, word };
  }

  /* A question the worker tries once, now: it must wait (queued again), not fail. Its task id. */
  async function waitingQuestion(query: string): Promise<string> {
    const { taskId, outcome } = await askedOfWorker(query);
    expect(outcome).toBe('waiting');
    expect(await findTask(taskId)).toMatchObject({ status: 'queued' });
    return taskId;
  }

  it('waits out throttling without spending the question’s tries, then answers', async () => {
    const { upload, word } = await rockNote();
    // More 429s than the SDK's own three attempts: the worker sees ThrottlingException.
    bedrock.throttleNext(3);
    const taskId = await waitingQuestion(`Is ${word} hard?`);
    // Queued again 5 s later; the stack's own poller and worker then answer it.
    for (let i = 0; i < 150 && (await findTask(taskId))?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await findTask(taskId)).toMatchObject({
      status: 'completed',
      sources: [{ noteId: upload.fileId }],
    });
  });

  it('waits out a model short of capacity (503) as it waits out throttling, spending no try', async () => {
    const { word } = await rockNote();
    // More 503s than the SDK's own three attempts: the worker sees ServiceUnavailableException,
    // which fails the try (and the message is retried, counted) unless it is taken for throttling.
    bedrock.throttleNext(3, 'unavailable');
    await waitingQuestion(`Is ${word} hard?`);
  });
});
