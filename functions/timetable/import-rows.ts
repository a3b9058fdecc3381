import * as z from 'zod';
import { loginIdSchema } from '#shared/schemas/account';
import {
  batchSchema,
  interval,
  type Periods,
  type SlotInput,
  slotFieldsSchema,
  TIMETABLE_COLUMNS,
  TIMETABLE_OPTIONAL_COLUMNS,
} from '#shared/schemas/timetable';
import { readCsv } from '../lib/csv';

/** Rows a timetable may have: a college of 100 classes of 35 slots is 3,500. */
export const MAX_TIMETABLE_ROWS = 10_000;

export interface ImportRow {
  readonly row: number;
  readonly email: string;
  readonly slot: Omit<SlotInput, 'facultyId'>;
}
export type Refusal = { readonly row: number; readonly reason: string };

const rowSchema = interval(
  slotFieldsSchema.omit({ facultyId: true }).extend({
    facultyEmail: loginIdSchema,
    batch: z.preprocess((value) => (value === '' ? undefined : value), batchSchema.optional()),
  }),
);

const COLUMNS = [...TIMETABLE_COLUMNS, ...TIMETABLE_OPTIONAL_COLUMNS] as const;
const firstIssues = (error: z.ZodError) =>
  [...new Set(error.issues.map((issue) => issue.message))].join('; ');

/* One row's cells by the shared schemas and the college's day. */
function checkRow(
  values: Record<string, string>,
  periods: Periods | undefined,
): Omit<ImportRow, 'row'> | { reason: string } {
  const parsed = rowSchema.safeParse(values);
  if (!parsed.success) return { reason: firstIssues(parsed.error) };
  const { facultyEmail, ...slot } = parsed.data;
  if (slot.batch && slot.type !== 'Practical') return { reason: 'only a practical may be for a batch' };
  if (!periods) return { reason: 'the college’s periods are not set' };
  const first = periods.periods[0]?.start ?? '';
  const last = periods.periods.at(-1)?.end ?? '';
  if (slot.start < first || slot.end > last)
    return { reason: `the times must lie within the college’s day (${first}–${last})` };
  return { email: facultyEmail, slot };
}

/**
 * Reads the CSV (as the roster import reads its own) and checks each row's cells by the shared
 * schemas and the college's day; spreadsheet row numbers (the header is row 1).
 */
export function readTimetable(
  bytes: Uint8Array,
  periods: Periods | undefined,
): { error: string } | { rows: ImportRow[]; refusals: Refusal[]; filled: number } {
  const records = readCsv(bytes, 'The file is not UTF-8 CSV text that can be read.');
  if ('error' in records) return records;
  const [header = [], ...body] = records;
  const named = header.map((cell) => cell.trim().toLowerCase());
  const at = Object.fromEntries(COLUMNS.map((column) => [column, named.indexOf(column.toLowerCase())]));
  if (TIMETABLE_COLUMNS.some((column) => (at[column] ?? -1) < 0))
    return {
      error: `The first row must name the columns ${TIMETABLE_COLUMNS.join(', ')} (and maybe batch).`,
    };
  const filled = body.filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
  if (filled === 0) return { error: 'The file has no rows.' };
  if (filled > MAX_TIMETABLE_ROWS) return { error: `The file has more than ${MAX_TIMETABLE_ROWS} rows.` };
  const rows: ImportRow[] = [];
  const refusals: Refusal[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values = Object.fromEntries(COLUMNS.map((column) => [column, cells[at[column] ?? -1] ?? '']));
    const checked = checkRow(values, periods);
    if ('reason' in checked) refusals.push({ row: index + 2, reason: checked.reason });
    else rows.push({ row: index + 2, ...checked });
  });
  return { rows, refusals, filled };
}
