/*
 * What may stand before a formula sign and still let a spreadsheet run it: spaces of any kind, and
 * the invisible characters (soft hyphen, zero-width spaces and joiners, direction marks and
 * isolates, the word joiner, the byte-order mark) a cell can carry unseen.
 */
const UNSEEN = '\\s\\u00AD\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';
/*
 * Formula signs: `=`, `+`, `-`, `@`, `;` and `|` (DDE and some locales' separators), tab and
 * carriage return, and the fullwidth `＝`, `＋`, `－`, `＠` that spreadsheets fold into them.
 */
const SIGN = '=+\\-@;|\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const FORMULA = new RegExp(`^[${UNSEEN}]*[${SIGN}]`, 'u');

/**
 * A cell a spreadsheet would run as a formula is written as text: one that begins, after anything
 * unseen, with a formula sign gets a single quote in front (OWASP, CSV injection).
 */
export const safeCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
