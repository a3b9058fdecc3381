import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { ROSTER_COLUMNS } from '#shared/schemas/roster';
import { findByLogins } from '../../functions/accounts/accounts';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { failDeadImport } from '../../functions/roster/dead-letter-handler';
import { createJob, findJob, NO_COUNTS } from '../../functions/roster/jobs';
import { runImport } from '../../functions/roster/run-import';
import { workerDeps } from '../../functions/roster/worker-handler';
import { settledMail } from '../support/settled-mail';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

/*
 * A worker that dies part way (its message comes back after the visibility timeout) leaves the job
 * applying; the next delivery resumes at the last recorded chunk and applies its rows again. These
 * tests run the worker's function directly, as the queue would, on a job no queue message names.
 */
describe('roster import: a retried job resumes, and each row is applied and invited once', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  async function jobFor(emails: readonly string[]): Promise<string> {
    const csv = [
      ROSTER_COLUMNS.join(','),
      ...emails.map((email, i) => `Ravi,Number ${i},${email},Faculty,,,`),
    ];
    const uploaded = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'roster',
      name: 'retry.csv',
      type: 'text/csv',
      bytes: Buffer.from(csv.join('\n')),
    });
    const fileId = uploaded.fileId ?? '';
    const now = new Date().toISOString();
    const admin = stack.demoAccounts.find((account) => account.role === 'Admin');
    const ownerId = (await findByLogins([admin?.email ?? '']))[0]?.userId ?? '';
    await createJob({
      jobId: fileId,
      fileId,
      fileName: 'retry.csv',
      ownerId,
      siteOrigin: 'http://localhost:5173',
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      rows: 0,
      checked: 0,
      applied: 0,
      counts: NO_COUNTS,
      refusals: [],
    });
    return fileId;
  }

  /* What the queue does after the visibility timeout: the claim of the dead worker is stale. */
  const ageClaim = (jobId: string) =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rosterImports'),
        Key: { jobId },
        UpdateExpression: 'SET leasedAt = :old',
        ExpressionAttributeValues: { ':old': 0 },
      }),
    );

  it('resumes after a worker died while inviting its second chunk, mailing each new account once', async () => {
    const emails = Array.from(
      { length: 300 },
      (_, i) => `retry-${randomUUID().slice(0, 8)}-${i}@example.org`,
    );
    const jobId = await jobFor(emails);
    let chunks = 0;
    const dying = {
      ...workerDeps,
      invite: async (invitees: Parameters<typeof workerDeps.invite>[0], siteOrigin: string) => {
        chunks += 1;
        if (chunks === 2) throw new Error('the worker died');
        await workerDeps.invite(invitees, siteOrigin);
      },
    };
    await expect(runImport(jobId, dying)).rejects.toThrow('the worker died');
    expect(await findJob(jobId)).toMatchObject({ status: 'applying', applied: 250 });
    // A second delivery while the first worker may still run does nothing.
    expect(await runImport(jobId, workerDeps)).toBe('skipped');

    await ageClaim(jobId);
    expect(await runImport(jobId, workerDeps)).toBe('done');
    const job = await findJob(jobId);
    expect(job).toMatchObject({ status: 'completed', applied: 300 });
    expect(job?.counts).toEqual({ created: 300, updated: 0, unchanged: 0, graduated: 0, refused: 0 });
    expect(await findByLogins(emails)).toHaveLength(300);
    const mails = await settledMail(stack.endpoints.ses);
    for (const email of emails) {
      expect(
        mails.filter((mail) => mail.destination.to.includes(email)),
        email,
      ).toHaveLength(1);
    }
    // A finished job is never run again.
    await ageClaim(jobId);
    expect(await runImport(jobId, workerDeps)).toBe('skipped');
  });

  it('marks failed a job whose every try failed, so its page stops polling; a finished job stays as it is', async () => {
    const jobId = await jobFor([`dead-${randomUUID().slice(0, 8)}@example.org`]);
    // Counted for the alarm (CloudWatch's embedded metric format, which Lambda's log carries).
    const written = vi.spyOn(process.stdout, 'write');
    expect(await failDeadImport(jobId)).toBe('failed');
    const counted = written.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('"RosterImportFailed":1'));
    written.mockRestore();
    expect(counted).toHaveLength(1);
    expect(await findJob(jobId)).toMatchObject({ status: 'failed', message: ROSTER_MESSAGES.failed });
    expect(await failDeadImport(jobId)).toBe('skipped');
    expect(await runImport(jobId, workerDeps)).toBe('skipped');
  });
});
