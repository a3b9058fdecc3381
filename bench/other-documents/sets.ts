import type { DepartmentName } from '#shared/constants/departments';
import type { Section } from './convert';
import { FIRST_SETS } from './sets-first';
import { SECOND_SETS } from './sets-second';

/*
 * The other documents' sources: manuals and texts of other subjects than the assistant's
 * evaluation (R, gnuplot, Asymptote, ngspice, Debian administration, git), each from a Debian
 * package, with the course a college would file it under. SOURCES.md beside this file lists them.
 */

export type Year = 'FE' | 'SE' | 'TE' | 'BE';

export interface DocumentSet {
  /** Names the set's files: `<id>-<nn>-<title>.txt`. */
  readonly id: string;
  /** The Debian packages that install the sources. */
  readonly packages: readonly string[];
  readonly subject: string;
  readonly branch: DepartmentName;
  readonly year: Year;
  /** At most this many documents from the set, spread evenly over it. */
  readonly limit: number;
  /** Text sources: the sections, each a document (split when too large). */
  readonly sections?: () => Section[];
  /** PDF sources: files kept as they are (unpacked when gzipped). */
  readonly pdfs?: readonly string[];
}

export const DOCUMENT_SETS: readonly DocumentSet[] = [...FIRST_SETS, ...SECOND_SETS];

/** The tools the conversion runs: w3m for HTML, groff for man pages, pod2text for POD. */
export const CONVERSION_PACKAGES = ['w3m', 'groff-base', 'perl'] as const;
