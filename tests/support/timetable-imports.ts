import { expect } from 'vitest';
import { call } from './api';
import { uploadThroughApi } from './uploads';

const DONE = ['refused', 'completed', 'failed'];

/** Polls a timetable import's job, as the Admin's page does, until it has finished; its last answer. */
export async function finishedImport(
  apiUrl: string,
  token: string,
  jobId: string,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await call(apiUrl, 'GET', `/api/admin/timetable/imports/${jobId}`, { token });
    if (status !== 200) throw new Error(`import status answered ${status}`);
    if (DONE.includes(body.status as string) || Date.now() > until) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A timetable CSV uploaded and imported as the Admin's page does it (the start must answer 202);
 * the finished job's last answer.
 */
export async function importedTimetable(apiUrl: string, admin: string, csv: string) {
  const { fileId } = await uploadThroughApi(apiUrl, admin, {
    kind: 'timetable',
    name: 'timetable.csv',
    type: 'text/csv',
    bytes: Buffer.from(csv),
  });
  const started = await call(apiUrl, 'POST', '/api/admin/timetable/imports', {
    token: admin,
    body: { fileId },
  });
  expect(started.status).toBe(202);
  return finishedImport(apiUrl, admin, fileId ?? '');
}
