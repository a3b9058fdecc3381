/**
 * A cell a spreadsheet would run as a formula is written as text: one that begins, after any
 * spaces, with `=`, `+`, `-`, `@`, `;`, a tab or a carriage return gets a single quote in front
 * (OWASP, CSV injection). Spreadsheets skip leading spaces before a formula, and some split on `;`.
 */
export const safeCell = (value: string) => (/^ *[=+\-@;\t\r]/.test(value) ? `'${value}` : value);
