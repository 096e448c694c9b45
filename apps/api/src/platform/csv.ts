/**
 * CSV as spreadsheets read it: every field quoted when it needs to be, and a field that a
 * spreadsheet would run as a formula (starting with =, +, -, @, their full-width forms ＝ ＋ － ＠,
 * which some spreadsheets read as the same signs, a tab or a carriage return) made
 * text with a leading apostrophe, so that a customer's name cannot become a formula on the
 * owner's machine. Numbers are written as they are.
 */
export function csvLine(fields: (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
