import { storedContactMessages } from '../support/tables';
import { startTestStack, type TestStack } from '../support/test-stack';
import { expect, test } from './fixtures';

/* A stack of its own, whose SES stand-in is stopped; it serves the build the global setup made. */
let stack: TestStack;
test.beforeAll(async () => {
  stack = await startTestStack({ web: 'preview' });
  await stack.stopService('ses');
});
test.afterAll(() => stack?.destroy());

test('when SES fails the visitor is told to try later, and the message is kept', async ({ page }) => {
  const text = `Sent while mail is down ${Date.now()}`;
  await page.goto(`${stack.webUrl}/contact`);
  await page.getByLabel('Email').fill('ria@example.org');
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('There was an error sending the mail. Please try again later.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue(text);

  const kept = (await storedContactMessages()).find((message) => message.yourMess === text);
  expect(kept).toMatchObject({ status: 'failed', email: 'ria@example.org' });
});
