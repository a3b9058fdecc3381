/*
 * Uploaded files (decision 34): the record each one has (owner, kind, state), where its bytes live
 * and how they are served, what its content really is, and each owner's quota. The files group
 * serves uploads over HTTP; calendar, forum, notes, roster and the assistant keep and read their
 * own kinds of file through this module. It is a group of its own rather than part of the files
 * group, because the files group asks the assistant to index an attachment while the assistant
 * reads file records: inside the files group, that would be a ring of groups.
 */
export { bucketFor, finalKey, incomingKey, MEDIA_CACHE_CONTROL, textServing } from './buckets';
export { csvContentType, isTextThroughout, SNIFF_BYTES, sniffContentType } from './content-type';
export { disposition, downloadHeaders, downloadName, servedContentType } from './disposition';
export { extractedTextKey } from './extracted-text';
export * as quota from './quota';
export { QUOTA_KINDS, UPLOAD_QUOTA_MB_DEFAULT } from './quota-setting';
export * as records from './records';
export { type FileRecord, findFile } from './records';
export * as storage from './storage';
export { firstBytes } from './storage';
