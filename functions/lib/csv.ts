import { parse } from 'csv-parse/sync';

/**
 * An uploaded CSV's records (the roster's and the timetable's imports): UTF-8 text only, every
 * line a record (blank ones too, so a reason can name the row a spreadsheet shows). An unreadable
 * file answers `unreadable`, with csv-parse's reason (it names the line; it quotes no data).
 */
export function readCsv(bytes: Uint8Array, unreadable: string): string[][] | { error: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { error: unreadable };
  }
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    return { error: `${unreadable} ${(error as Error).message}` };
  }
}
