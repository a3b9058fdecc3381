import { queueUrl } from '../lib/env';
import { timetableImportsQueue } from './queues';

const send = timetableImportsQueue.sender(() => queueUrl('timetableImports'));
/** Hands an import to its worker: the message names the job only; the job item holds the rest. */
export const enqueueTimetableImport = (jobId: string): Promise<void> => send({ jobId });
