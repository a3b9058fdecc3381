import type { EligibilityBands } from '#shared/schemas/attendance';

/** The bands as typed: the two percentages are text until they are checked. */
export interface BandsInput {
  readonly eligible: string;
  readonly condonable: string;
  readonly countApart: boolean;
}

export const toInput = (bands: EligibilityBands): BandsInput => ({
  eligible: String(bands.eligible),
  condonable: String(bands.condonable),
  countApart: bands.countApart,
});

/* The schema's bounds (shared/schemas/attendance.ts): 100% is left out, so the minimum stays reachable. */
const percentOf = (text: string): number | undefined => {
  const value = /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= 99 ? value : undefined;
};

/**
 * The bands, or what is wrong with them in plain words. The server checks the same (the route's
 * schema); saying it here saves a round trip and names the field.
 */
export function checkBands(input: BandsInput): { bands: EligibilityBands } | { problems: string[] } {
  const eligible = percentOf(input.eligible);
  const condonable = percentOf(input.condonable);
  const problems = [
    ...(eligible === undefined ? ['Eligible from must be a whole number from 1 to 99.'] : []),
    ...(condonable === undefined ? ['Condonable from must be a whole number from 1 to 99.'] : []),
  ];
  if (eligible !== undefined && condonable !== undefined && condonable > eligible)
    problems.push('Condonable from must not be above eligible from.');
  if (eligible === undefined || condonable === undefined || problems.length > 0) return { problems };
  return { bands: { eligible, condonable, countApart: input.countApart } };
}

/** What the bands mean for a student's percentage in a subject, as the summaries count it. */
export function bandsInWords({ eligible, condonable }: EligibilityBands): string {
  const condoned = condonable < eligible ? `, condonable from ${condonable}% to ${eligible - 1}%` : '';
  return `Eligible at ${eligible}% and above${condoned}, detained under ${condonable}%.`;
}
