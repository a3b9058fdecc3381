import { parse } from 'csv-parse/sync';
import type * as z from 'zod';
import { ROSTER_MESSAGES } from '../../shared/constants/roster-messages';
import {
  MAX_ROSTER_ROWS,
  type Refusal,
  ROSTER_COLUMNS,
  ROSTER_ROLES,
  type RosterColumn,
  type RosterRow,
  staffRowSchema,
  studentRowSchema,
} from '../../shared/schemas/roster';

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

function readRecords(bytes: Uint8Array): string[][] | { error: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: ROSTER_MESSAGES.unreadable };
  }
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    // csv-parse's reason names the line, e.g. a quote that is never closed; it quotes no data.
    return { error: `${ROSTER_MESSAGES.unreadable} ${(error as Error).message}` };
  }
}

/** Which cell holds each column, from the header (names compared without case or spaces). */
function columnsOf(header: readonly string[]): Record<RosterColumn, number> | undefined {
  const named = header.map((cell) => cell.trim().toLowerCase());
  const positions: Partial<Record<RosterColumn, number>> = {};
  for (const column of ROSTER_COLUMNS) {
    const at = named.indexOf(column.toLowerCase());
    if (at < 0 || named.lastIndexOf(column.toLowerCase()) !== at) return undefined;
    positions[column] = at;
  }
  // An unknown column is most often a misspelt one: refused rather than silently ignored.
  if (named.length !== ROSTER_COLUMNS.length) return undefined;
  return positions as Record<RosterColumn, number>;
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
export function checkRow(cells: Readonly<Record<RosterColumn, string>>): RosterRow | { reason: string } {
  const role = ROSTER_ROLES.find((known) => known.toLowerCase() === cells.role.trim().toLowerCase());
  if (!role) {
    return {
      reason:
        cells.role.trim().toLowerCase() === 'admin'
          ? 'role Admin cannot be imported: an Admin is approved or created one by one'
          : `role must be one of ${ROSTER_ROLES.join(', ')}`,
    };
  }
  const schema = role === 'Student' ? studentRowSchema : staffRowSchema;
  const parsed = schema.safeParse({ ...cells, role });
  return parsed.success ? parsed.data : { reason: issuesOf(parsed.error) };
}

/**
 * Reads the CSV and checks every row that can be checked without the accounts: cell count, the
 * shared schemas (names, email, role, a Student's class), and emails repeated within the file (the
 * second and later are refused, naming the first).
 */
export function readRoster(bytes: Uint8Array): ReadRoster {
  const records = readRecords(bytes);
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
  const firstRowOf = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = HEADER_ROW + 1 + index;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== ROSTER_COLUMNS.length) {
      refusals.push({
        row,
        reason: `the row has ${cells.length} cells; the header has ${ROSTER_COLUMNS.length}`,
      });
      return;
    }
    const named = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column, cells[columns[column]] ?? '']));
    const checked = checkRow(named as Record<RosterColumn, string>);
    if ('reason' in checked) {
      refusals.push({ row, reason: checked.reason });
      return;
    }
    const first = firstRowOf.get(checked.email);
    if (first !== undefined) {
      refusals.push({ row, reason: `email ${checked.email} is already on row ${first}` });
      return;
    }
    firstRowOf.set(checked.email, row);
    valid.push({ row, value: checked });
  });
  return { kind: 'read', rows: filled, valid, refusals };
}
