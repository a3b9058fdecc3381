import { call } from './api';

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
