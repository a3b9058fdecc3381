import { parseArgs } from 'node:util';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { requestNoteIngestion } from '../../functions/assistant/ingest/queue';
import { documentEntry } from '../../functions/assistant/store/documents';
import { noteDocId } from '../../functions/assistant/store/search-document';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { QUEUES } from '../../functions/lib/resources/queues';
import { SEARCH_DATABASE_ENV, SEARCH_DATABASE_NAME } from '../../functions/lib/resources/search-database';
import { TABLES } from '../../functions/lib/resources/tables';
import { localAwsEnvironment } from '../local/aws-env';
import { LOOPBACK, portsFromEnv } from '../local/ports';
import { localName } from '../local/provision';

/*
 * `npm run index-notes`: asks the ingest function to index every stored note the search database
 * does not hold (each is marked pending and sent to the ingest queue, as an upload is). Run it once
 * after upgrading a deployed stack to the search database (decision 28), whose database starts
 * empty; running it again sends only what is still missing. It reads the whole notes table, which
 * is why it is a command an operator runs and never a request. Local by default; the options name a
 * deployed stack's resources (the CampusData and CampusApi outputs).
 */
/* What a note's index entry is described by (functions/assistant/ingest/queue.ts, requestNoteIngestion). */
const describedNote = z.object({
  id: z.string(),
  subject: z.string(),
  unit: z.string(),
  filename: z.string(),
  branch: z.string(),
  year: z.string(),
});

const USAGE =
  'Usage: npm run index-notes [-- --notes-table NOTES_TABLE --queue-url INGEST_QUEUE_URL --cluster-arn ARN --secret-arn ARN]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'notes-table': { type: 'string' },
      'queue-url': { type: 'string' },
      'cluster-arn': { type: 'string' },
      'secret-arn': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const deployed = [values['notes-table'], values['queue-url'], values['cluster-arn'], values['secret-arn']];
  if (deployed.some(Boolean) && !deployed.every(Boolean)) throw new Error(USAGE);
  if (!values['notes-table']) {
    const ports = portsFromEnv();
    const at = (port: number) => `http://${LOOPBACK}:${port}`;
    Object.assign(
      process.env,
      localAwsEnvironment({ dynamodb: at(ports.dynamodb), sqs: at(ports.sqs), rdsdata: at(ports.rdsdata) }),
    );
  } else {
    process.env[SEARCH_DATABASE_ENV.clusterArn] = values['cluster-arn'];
    process.env[SEARCH_DATABASE_ENV.secretArn] = values['secret-arn'];
    process.env[SEARCH_DATABASE_ENV.database] = SEARCH_DATABASE_NAME;
  }
  process.env[TABLES.notes.envVar] = values['notes-table'] ?? localName('notes');
  process.env[QUEUES.gptIngest.envVar] =
    values['queue-url'] ??
    (await new SQSClient({}).send(new GetQueueUrlCommand({ QueueName: localName('gptIngest') }))).QueueUrl;

  let sent = 0;
  let held = 0;
  const pages = paginateScan({ client: dynamo() }, { TableName: tableName('notes') });
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const note = describedNote.safeParse(item);
      if (!note.success) continue;
      const noteId = note.data.id;
      const entry = await documentEntry(noteDocId(noteId));
      if (entry?.state === 'indexed' || entry?.state === 'removed') {
        held += 1;
        continue;
      }
      const { subject, unit, filename, branch, year } = note.data;
      await requestNoteIngestion({ noteId, subject, unit, filename, branch, year });
      sent += 1;
    }
  }
  console.log(`Sent ${sent} notes for indexing; ${held} were indexed already.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
