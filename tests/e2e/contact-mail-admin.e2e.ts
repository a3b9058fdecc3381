import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../functions/lib/env';
import { expect, test } from './fixtures';
import { logIn } from './session';

/*
 * A message the retry job gave up on after every try, stored as the job leaves it. The global setup
 * started the stack in the parent process, whose environment (table names, endpoints) workers inherit.
 */
async function storeGivenUpMessage(text: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  await client.send(
    new PutCommand({
      TableName: tableName('contactMessages'),
      Item: {
        messageId: randomUUID(),
        firstName: 'Kiran',
        lastName: 'Bose',
        email: 'kiran@example.org',
        phoneNo: '',
        yourMess: text,
        status: 'failed',
        attempts: 10,
        createdAt: new Date().toISOString(),
        gaveUp: 'yes',
        gaveUpAt: new Date().toISOString(),
      },
    }),
  );
  client.destroy();
}

test('an Admin reads contact mail SES never took, and sends it again', async ({ page }) => {
  const text = `Please call me about admissions ${randomUUID()}`;
  await storeGivenUpMessage(text);

  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/contact-mail');
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Send again the message from Kiran Bose' }).click();
  await expect(page.getByText('The message will be sent again within a few minutes.')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});
