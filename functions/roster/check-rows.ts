import type * as z from 'zod';
import type { RosterOptionalColumn } from '#shared/constants/roster';
import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import {
  alumniRowSchema,
  facultyRowSchema,
  MAX_ROSTER_ROWS,
  type Refusal,
  ROSTER_COLUMNS,
  ROSTER_OPTIONAL_COLUMNS,
  ROSTER_ROLES,
  type RosterColumn,
  type RosterRow,
  studentRowSchema,
} from '#shared/schemas/roster';
import { MAX_CLASSES_TAUGHT } from '#shared/schemas/teaching';
import { readCsv } from '../lib/csv';

/* A row's cells by column; an optional column the file leaves out reads as empty. */
type RowCells = Readonly<Record<RosterColumn, string> & Partial<Record<RosterOptionalColumn, string>>>;
type Column = RosterColumn | RosterOptionalColumn;

/** A row that passed every check that needs no account: its spreadsheet row number and its values. */
export interface CheckedRow {
  readonly row: number;
  readonly value: RosterRow;
}

export type ReadRoster =
  | { readonly kind: 'unreadable'; readonly message: string }
  | {
      readonly kind: 'read';
      readonly rows: number;
      readonly valid: CheckedRow[];
      readonly refusals: Refusal[];
    };

/*
 * Spreadsheet rows: the header is row 1 and every line of the file after it is a row, blank ones
 * too (a spreadsheet shows them), so a reason names the row the Admin sees. A quoted cell that runs
 * over lines is still one row.
 */
const HEADER_ROW = 1;

/**
 * Which cell holds each column, from the header (names compared without case or spaces): every
 * required column once, optional ones at most once.
 */
function columnsOf(header: readonly string[]): Partial<Record<Column, number>> | undefined {
  const named = header.map((cell) => cell.trim().toLowerCase());
  const positions: Partial<Record<Column, number>> = {};
  for (const column of [...ROSTER_COLUMNS, ...ROSTER_OPTIONAL_COLUMNS]) {
    const at = named.indexOf(column.toLowerCase());
    if (at >= 0 && named.lastIndexOf(column.toLowerCase()) !== at) return undefined;
    if (at >= 0) positions[column] = at;
    else if ((ROSTER_COLUMNS as readonly string[]).includes(column)) return undefined;
  }
  // An unknown column is most often a misspelt one: refused rather than silently ignored.
  if (named.length !== Object.keys(positions).length) return undefined;
  return positions;
}

/* One reason per refused cell: a cell's first issue (an email that is neither email nor phone is
 * not also told that it is no email). */
const issuesOf = (error: z.ZodError) => {
  const byCell = new Map<string, string>();
  for (const issue of error.issues) {
    const cell = issue.path.join('.');
    if (!byCell.has(cell)) byCell.set(cell, issue.message);
  }
  return [...byCell.values()].join('; ');
};

/** One row's values checked by the shared schemas: its role decides whether a class is required. */
export function checkRow(cells: RowCells): RosterRow | { reason: string } {
  const role = ROSTER_ROLES.find((known) => known.toLowerCase() === cells.role.trim().toLowerCase());
  if (!role) {
    return {
      reason:
        cells.role.trim().toLowerCase() === 'admin'
          ? 'role Admin cannot be imported: an Admin is approved or created one by one'
          : `role must be one of ${ROSTER_ROLES.join(', ')}`,
    };
  }
  if (role !== 'Faculty' && cells.subject?.trim())
    return { reason: 'subject must be empty except for Faculty' };
  if (role !== 'Student' && cells.batch?.trim()) return { reason: 'batch must be empty except for Students' };
  const schema = { Student: studentRowSchema, Faculty: facultyRowSchema, Alumni: alumniRowSchema }[role];
  const parsed = schema.safeParse({ ...cells, role });
  return parsed.success ? parsed.data : { reason: issuesOf(parsed.error) };
}

/* A Faculty member who teaches several classes has a row for each, all under the same name. */
const anotherClassOfTheSameFaculty = (first: RosterRow, row: RosterRow) =>
  first.role === 'Faculty' &&
  row.role === 'Faculty' &&
  'teaches' in first &&
  'teaches' in row &&
  first.firstName === row.firstName &&
  first.lastName === row.lastName;

/**
 * Reads the CSV and checks every row that can be checked without the accounts: cell count, the
 * shared schemas (names, email, role, a Student's class), and emails repeated within the file (the
 * second and later are refused, naming the first, unless each names a class the same Faculty
 * member teaches).
 */
export function readRoster(bytes: Uint8Array): ReadRoster {
  const records = readCsv(bytes, ROSTER_MESSAGES.unreadable);
  if ('error' in records) return { kind: 'unreadable', message: records.error };
  const [header, ...body] = records;
  const columns = header && columnsOf(header);
  if (!columns) return { kind: 'unreadable', message: ROSTER_MESSAGES.missingColumns };
  const filled = body.filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
  if (filled === 0) return { kind: 'unreadable', message: ROSTER_MESSAGES.noRows };
  if (filled > MAX_ROSTER_ROWS) {
    return { kind: 'unreadable', message: `${ROSTER_MESSAGES.tooManyRows} (at most ${MAX_ROSTER_ROWS})` };
  }

  const valid: CheckedRow[] = [];
  const refusals: Refusal[] = [];
  const firstRowOf = new Map<string, CheckedRow>();
  const rowsOf = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = HEADER_ROW + 1 + index;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== header.length) {
      refusals.push({ row, reason: `the row has ${cells.length} cells; the header has ${header.length}` });
      return;
    }
    const named = Object.fromEntries(
      Object.entries(columns).map(([column, at]) => [column, cells[at] ?? '']),
    ) as RowCells;
    const checked = checkRow(named);
    if ('reason' in checked) {
      refusals.push({ row, reason: checked.reason });
      return;
    }
    const first = firstRowOf.get(checked.email);
    if (first !== undefined && !anotherClassOfTheSameFaculty(first.value, checked)) {
      refusals.push({ row, reason: `email ${checked.email} is already on row ${first.row}` });
      return;
    }
    const rowsOfEmail = (rowsOf.get(checked.email) ?? 0) + 1;
    if (rowsOfEmail > MAX_CLASSES_TAUGHT) {
      refusals.push({
        row,
        reason: `a Faculty member may be assigned at most ${MAX_CLASSES_TAUGHT} classes`,
      });
      return;
    }
    rowsOf.set(checked.email, rowsOfEmail);
    if (first === undefined) firstRowOf.set(checked.email, { row, value: checked });
    valid.push({ row, value: checked });
  });
  return { kind: 'read', rows: filled, valid, refusals };
}
