import { notesRoutes } from '#shared/api/routes/notes';
import { callApi } from './client';

/**
 * Downloads a note: the API checks the caller and answers a short-lived link whose response is an
 * attachment under the note's own file name, so the browser saves it and stays on the page.
 */
export async function downloadNote(fileId: string): Promise<void> {
  const { url } = await callApi(notesRoutes.downloadNote, { pathParameters: { file_id: fileId } });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text made in the page (a CSV export) as a file. */
export function saveText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
