/*
 * Uploaded files (decisions 34 and 59): the upload tickets, confirmations and download links, the
 * record each file has (owner, kind, state), where its bytes live, what its content really is, and
 * each owner's quota. Calendar, forum, notes, roster, the timetable and the assistant keep and read
 * their own kinds of file through the functions named here, so each bundle holds (and the grants
 * test reads) only what its function calls. The modules' types are offered whole, type-only, for
 * the use cases' deps (`Pick<typeof records, 'findFile'>`): a type carries no code into a bundle.
 * The upload routes' function is put together in functions/uploads-handler.ts.
 */
export { confirmUpload } from './confirm-upload';
export { downloadHeaders } from './disposition';
export { downloadLink } from './download-link';
export { extractedTextKey } from './extracted-text';
export {
  keepReserved,
  releaseReservation,
  reserve,
  storeReserved,
} from './quota';
export type * as records from './records';
export {
  addReference,
  createPending,
  deleteAndRelease,
  deleteIfUnreferenced,
  deleteRecord,
  dropReference,
  type FileRecord,
  findFile,
  markReady,
  ownReadyUpload,
} from './records';
export { requestUpload } from './request-upload';
export type * as storage from './storage';
export {
  copyObject,
  deleteObject,
  firstBytes,
  objectChunks,
  objectSize,
  presignDownload,
  presignUpload,
} from './storage';
