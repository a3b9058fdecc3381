import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../functions/lib/env';

/** Stored contact messages, read straight from the DynamoDB stand-in. */
export async function storedContactMessages(): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  try {
    return (await client.send(new ScanCommand({ TableName: tableName('contactMessages') }))).Items ?? [];
  } finally {
    client.destroy();
  }
}

export interface StoredMail {
  readonly from: string;
  readonly subject: string;
  readonly replyTo: string[];
  readonly destination: { to: string[] };
  readonly body: { text?: string };
}

/** Mail the SES stand-in received, from its /store API. */
export async function sentMail(sesUrl: string): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails;
}
