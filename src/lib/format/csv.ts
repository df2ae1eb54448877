/**
 * A CSV cell for a file people open in a spreadsheet: always quoted, its quotes doubled, and a leading
 * = + - @ (or a tab or CR) neutralized with an apostrophe, so a spreadsheet never runs a value as a formula.
 */
export const csvCell = (value: string): string => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** One row of cells, CRLF-ended as RFC 4180 and spreadsheets expect. */
export const csvRow = (values: readonly string[]): string => `${values.map(csvCell).join(",")}\r\n`;
