import { createHash } from 'node:crypto';
import { createServer, type Http2Server, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { termsOf } from '../../functions/assistant/text/terms';

/** A Converse request as the stand-in received it. */
export interface ConverseRequest {
  readonly modelId: string;
  readonly authorization: string | undefined;
  readonly body: {
    system?: { text: string }[];
    messages: { role: string; content: { text: string }[] }[];
    inferenceConfig?: { maxTokens?: number; temperature?: number };
  };
}

/** An InvokeModel request for Titan Text Embeddings V2, as the stand-in received it. */
export interface EmbeddingRequest {
  readonly modelId: string;
  readonly body: { inputText: string; dimensions?: number; normalize?: boolean };
}

/** A Rerank request (Agents for Amazon Bedrock runtime), as the stand-in received it. */
export interface RerankRequest {
  readonly queries: { type: string; textQuery: { text: string } }[];
  readonly sources: {
    type: string;
    inlineDocumentSource: { type: string; textDocument: { text: string } };
  }[];
  readonly rerankingConfiguration: {
    type: string;
    bedrockRerankingConfiguration: { modelConfiguration: { modelArn: string }; numberOfResults?: number };
  };
}

export interface BedrockStandIn {
  readonly url: string;
  readonly requests: ConverseRequest[];
  readonly embeddings: EmbeddingRequest[];
  readonly reranks: RerankRequest[];
  /**
   * Makes the reranker judge the sources holding `text` the most relevant, as a real one judges a
   * passage that answers in other words; otherwise it scores the share of the question's words.
   */
  rerankFavouring(text: string | undefined): void;
  /**
   * Answers the next `count` Converse calls with 429 ThrottlingException, as Bedrock does when busy,
   * or with 503 ServiceUnavailableException, as it does when the model is short of capacity.
   */
  throttleNext(count: number, as?: 'throttling' | 'unavailable'): void;
  /**
   * Makes the model judge the next `count` questions not answered by their passages: it replies
   * with exactly the sentence the instruction names for that.
   */
  refuseNext(count: number): void;
  /** Answers the next `count` embedding calls with 429 ThrottlingException. */
  throttleEmbeddingsNext(count: number): void;
  /** Refuses (400 ValidationException) every embedding of a text holding `text`, until undefined. */
  failEmbeddingsOf(text: string | undefined): void;
  stop(): Promise<void>;
}

/*
 * The model's stand-in answer: it "reads" the first passage it was given and cites it, as the
 * instruction asks, so a test can tell which passage came first and that citations are followed.
 */
/* The sentence the instruction tells the model to reply with when the passages do not answer. */
function refusalIn(request: ConverseRequest): string {
  const system = request.body.system?.map((block) => block.text).join(' ') ?? '';
  return /reply with exactly this sentence and nothing else: (.*?\.)/.exec(system)?.[1] ?? 'I cannot say.';
}

function answerFor(request: ConverseRequest): string {
  const prompt =
    request.body.messages
      .at(-1)
      ?.content.map((block) => block.text)
      .join('') ?? '';
  const first = /\[1\] \(.*\)\n(.*)/.exec(prompt)?.[1];
  return first ? `According to your notes, ${first} [1]` : 'The passages do not answer this.';
}

/*
 * The stand-in's embedding: each stemmed word hashed to one dimension (feature hashing), then
 * normalized, so texts that share words are near, as Titan's would be; deterministic, no model.
 */
function embeddingOf(request: EmbeddingRequest): number[] {
  const vector = new Array<number>(request.body.dimensions ?? 1024).fill(0);
  for (const term of termsOf(request.body.inputText)) {
    const slot = createHash('sha256').update(term).digest().readUInt32BE(0) % vector.length;
    vector[slot] = (vector[slot] ?? 0) + 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((part) => part / length);
}

/* The stand-in reranker's judgement of each source, as Rerank answers it: best first. */
function rerankOf(request: RerankRequest, favoured: string | undefined) {
  const asked = new Set(termsOf(request.queries[0]?.textQuery.text ?? ''));
  const scored = request.sources.map((source, index) => {
    const text = source.inlineDocumentSource.textDocument.text;
    const shared = new Set(termsOf(text).filter((term) => asked.has(term))).size;
    const relevanceScore = favoured && text.includes(favoured) ? 1 : shared / (asked.size || 1) / 2;
    return { index, relevanceScore };
  });
  scored.sort((a, b) => b.relevanceScore - a.relevanceScore);
  const wanted = request.rerankingConfiguration.bedrockRerankingConfiguration.numberOfResults;
  return scored.slice(0, wanted ?? scored.length);
}

/**
 * A small HTTP/2 server that speaks the Bedrock Runtime Converse API (POST /model/{modelId}/converse,
 * JSON in and out) and InvokeModel for Titan Text Embeddings V2 (POST /model/{modelId}/invoke), so the real SDK client runs against it through AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
 * and the Agents runtime's Rerank (POST /rerank), through AWS_ENDPOINT_URL_BEDROCK_AGENT_RUNTIME.
 * HTTP/2 because both SDK clients speak only that (cleartext here, TLS on AWS).
 * It keeps every request for the test to inspect.
 */
export async function startBedrockStandIn(): Promise<BedrockStandIn> {
  const requests: ConverseRequest[] = [];
  const embeddings: EmbeddingRequest[] = [];
  const reranks: RerankRequest[] = [];
  let favoured: string | undefined;
  let throttled = 0;
  let throttledAs: 'throttling' | 'unavailable' = 'throttling';
  let refusing = 0;
  let embeddingsThrottled = 0;
  let failing: string | undefined;
  const refuse = (res: Http2ServerResponse, status: number, type: string) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
    res.end(JSON.stringify({ message: `${type} from the stand-in` }));
  };
  const server: Http2Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/rerank') {
        const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RerankRequest;
        reranks.push(request);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ results: rerankOf(request, favoured) }));
        return;
      }
      const invoke = /^\/model\/([^/]+)\/invoke$/.exec(req.url ?? '');
      if (req.method === 'POST' && invoke?.[1]) {
        const request: EmbeddingRequest = {
          modelId: decodeURIComponent(invoke[1]),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as EmbeddingRequest['body'],
        };
        if (embeddingsThrottled > 0) {
          embeddingsThrottled -= 1;
          refuse(res, 429, 'ThrottlingException');
          return;
        }
        if (failing && request.body.inputText.includes(failing)) {
          refuse(res, 400, 'ValidationException');
          return;
        }
        embeddings.push(request);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ embedding: embeddingOf(request), inputTextTokenCount: 10 }));
        return;
      }
      const match = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match?.[1]) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Unknown operation' }));
        return;
      }
      if (throttled > 0) {
        throttled -= 1;
        if (throttledAs === 'unavailable') {
          refuse(res, 503, 'ServiceUnavailableException');
          return;
        }
        res.writeHead(429, { 'content-type': 'application/json', 'x-amzn-errortype': 'ThrottlingException' });
        res.end(JSON.stringify({ message: 'Too many requests, please wait before trying again.' }));
        return;
      }
      const request: ConverseRequest = {
        modelId: decodeURIComponent(match[1]),
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ConverseRequest['body'],
      };
      requests.push(request);
      const text = refusing > 0 ? refusalIn(request) : answerFor(request);
      if (refusing > 0) refusing -= 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content: [{ text }] } },
          stopReason: 'end_turn',
          usage: { inputTokens: 100, outputTokens: 20, totalTokens: 120 },
          metrics: { latencyMs: 5 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    embeddings,
    reranks,
    rerankFavouring: (text) => {
      favoured = text;
    },
    throttleNext: (count, as = 'throttling') => {
      throttled = count;
      throttledAs = as;
    },
    refuseNext: (count) => {
      refusing = count;
    },
    throttleEmbeddingsNext: (count) => {
      embeddingsThrottled = count;
    },
    failEmbeddingsOf: (text) => {
      failing = text;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
