import { queueUrl } from '../lib/env';
import { rosterImportsQueue } from './queues';

const send = rosterImportsQueue.sender(() => queueUrl('rosterImports'));
/** Hands an import to the worker: the message names the job only; the job item holds the rest. */
export const enqueueImport = (jobId: string): Promise<void> => send({ jobId });
