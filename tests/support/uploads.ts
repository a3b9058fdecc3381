import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import type { UploadTicket } from '#shared/schemas/files';
import { bucketName } from '../../functions/lib/env';
import { call } from './api';
import { scanTable } from './tables';

/** The browser's part of an upload: ask for a form, post it with the file to S3, then confirm. */
export async function uploadThroughApi(
  apiUrl: string,
  token: string,
  file: { kind: string; name: string; type: string; bytes: Uint8Array; declaredSize?: number },
) {
  const { ticket, fileId, posted } = await postUpload(apiUrl, token, file);
  if (!fileId) return { ticket, posted, confirm: undefined };
  const confirm = await call(apiUrl, 'POST', `/api/files/uploads/${fileId}/confirm`, { token });
  return { ticket, fileId, posted, confirm };
}

/** Asks for a form and posts the file to S3, without confirming it. */
export async function postUpload(
  apiUrl: string,
  token: string,
  file: { kind: string; name: string; type: string; bytes: Uint8Array; declaredSize?: number },
) {
  const ticket = await call(apiUrl, 'POST', '/api/files/uploads', {
    token,
    body: { kind: file.kind, name: file.name, type: file.type, size: file.declaredSize ?? file.bytes.length },
  });
  if (ticket.status !== 200) return { ticket, fileId: undefined, posted: undefined };
  const { url, fields, fileId } = ticket.body as unknown as UploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const posted = await fetch(url, { method: 'POST', body: form });
  return { ticket, fileId, posted };
}

/**
 * An upload's own objects and record: `traces` without the assistant's index of the file
 * (passages/…), which ingestion writes in the background once it gets to the file.
 */
export async function uploadTraces(fileId: string): Promise<{ keys: string[]; recorded: boolean }> {
  const { keys, recorded } = await traces(fileId);
  return { keys: keys.filter((key) => !key.startsWith('passages/')), recorded };
}

/** Every key in a bucket that mentions the file, and whether a record of it is stored. */
export async function traces(fileId: string): Promise<{ keys: string[]; recorded: boolean }> {
  const s3 = new S3Client({ forcePathStyle: true });
  try {
    const keys: string[] = [];
    for (const bucket of [bucketName('files'), bucketName('media')]) {
      // Every page: a worker's shared stack may hold more than one listing's 1,000 objects.
      for await (const listed of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
        keys.push(...(listed.Contents ?? []).map((o) => o.Key ?? '').filter((key) => key.includes(fileId)));
      }
    }
    const recorded = (await scanTable('files')).some((item) => item.fileId === fileId);
    return { keys, recorded };
  } finally {
    s3.destroy();
  }
}
