import { filesRoutes } from '#shared/api/routes/files';
import type { FileKindId } from '#shared/constants/file-kinds';
import type { StoredFile, UploadTicket } from '#shared/schemas/files';
import { ApiError, callApi } from './client';

/** Posts the presigned form straight to S3, reporting progress from 0 to 1. */
function postToStorage(
  ticket: UploadTicket,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file); // S3 reads the fields first; the file must come last.
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(request.status, 'The file could not be uploaded.'));
    request.onerror = () => reject(new ApiError(0, 'The file could not be uploaded.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * The one way the web uploads a file (decision 10): ask the API for a form, send the bytes straight
 * to S3 with progress, then ask the API to confirm, which judges the file by its content.
 */
export async function uploadFile(
  kind: FileKindId,
  file: File,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<StoredFile> {
  const ticket = await callApi(filesRoutes.requestUpload, {
    body: { kind, name: file.name, size: file.size, type: file.type },
    signal,
  });
  await postToStorage(ticket, file, onProgress, signal);
  onProgress(1);
  return callApi(filesRoutes.confirmUpload, { pathParameters: { fileId: ticket.fileId }, signal });
}
