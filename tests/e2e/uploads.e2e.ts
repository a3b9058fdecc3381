import { expect, test } from './fixtures';
import { logIn } from './session';

/*
 * No screen uploads yet (the calendar, notes, GPT and forum screens come next), so this drives the
 * browser's part of the flow from the page itself: the site's origin posting the presigned form
 * to the S3 stand-in (which needs CORS), with upload progress events, then confirming.
 */
test('a browser posts a presigned upload across origins, with progress, and the API confirms it', async ({
  page,
}) => {
  await logIn(page, 'faculty@campus.local', 'Faculty', 'campus-demo-faculty');
  await expect(page).toHaveURL(/\/facultypage$/);
  const outcome = await page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const bytes = new Uint8Array(3 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const file = new File([bytes], 'Unit 1.pdf', { type: 'application/pdf' });
    const ticketResponse = await fetch('/api/files/uploads', {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'note', name: file.name, size: file.size, type: file.type }),
    });
    const ticket = (await ticketResponse.json()) as {
      fileId: string;
      url: string;
      fields: Record<string, string>;
    };
    const progress: number[] = [];
    const status = await new Promise<number>((resolve) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
      form.append('file', file);
      const request = new XMLHttpRequest();
      request.open('POST', ticket.url);
      request.upload.onprogress = (event) => progress.push(event.loaded);
      request.onload = () => resolve(request.status);
      request.onerror = () => resolve(0);
      request.send(form);
    });
    const confirm = await fetch(`/api/files/uploads/${ticket.fileId}/confirm`, { method: 'POST', headers });
    return {
      crossOrigin: new URL(ticket.url).origin !== location.origin,
      status,
      progress,
      confirmed: await confirm.json(),
    };
  });
  expect(outcome.crossOrigin).toBe(true);
  expect(outcome.status).toBe(204);
  expect(outcome.progress.length).toBeGreaterThan(0);
  expect(outcome.confirmed).toMatchObject({ kind: 'note', name: 'Unit 1.pdf', type: 'application/pdf' });
});
