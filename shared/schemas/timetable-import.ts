import * as z from 'zod';
import { timetableImportSchema } from './timetable';

/** A timetable import's job (decision 50): queued, then checking, then refused, completed or failed. */
export const TIMETABLE_IMPORT_STATUSES = ['queued', 'checking', 'refused', 'completed', 'failed'] as const;

/** A timetable import as the Admin who started it sees it while it runs and after. */
export const timetableImportJobSchema = timetableImportSchema.extend({
  jobId: z.string(),
  fileName: z.string(),
  status: z.enum(TIMETABLE_IMPORT_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type TimetableImportJob = z.infer<typeof timetableImportJobSchema>;
