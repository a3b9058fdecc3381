import type { FileKindId } from '#shared/constants/file-kinds';

/**
 * Megabytes of pending and stored uploads one account may hold unless `campus:uploadQuotaMb` says
 * otherwise (decision 20): ten of the largest notes (50 MB), twenty-five of the largest attachments.
 */
export const UPLOAD_QUOTA_MB_DEFAULT = 500;

/**
 * The kinds that count against their uploader's quota (decision 20): what Faculty, Students and
 * Alumni upload. `untilDeleted` counts until the file is deleted; `untilRetention` (attachments,
 * which nobody deletes) for the GPT task retention period. The Admin's kinds (calendar, site
 * images, rosters) are the college's own and are not counted.
 */
export const QUOTA_KINDS: Partial<Record<FileKindId, 'untilDeleted' | 'untilRetention'>> = {
  note: 'untilDeleted',
  forumImage: 'untilDeleted',
  gptAttachment: 'untilRetention',
};
