// CSV for Excel (docs/api.md): UTF-8 with a byte-order mark, so Devanagari and Kannada names show, CRLF
// rows, and cells that a spreadsheet would run as a formula neutralised with a leading apostrophe.

type Cell = string | number | boolean | null | undefined;

/** A column: its heading and how a record fills it. */
export type CsvColumn<T> = readonly [heading: string, cell: (row: T) => Cell];

const FORMULA_START = /^[=+\-@\t\r]/;
// A semicolon or a tab separates cells for spreadsheets set to another list separator (many European
// locales): a cell holding one could start a new cell there, so it is quoted and neutralised too.
const SEPARATOR = /[;\t]/;

export function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) || SEPARATOR.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's start: the byte-order mark and the headings' line. */
export function csvHead<T>(columns: readonly CsvColumn<T>[]): string {
  return `\uFEFF${columns.map(([heading]) => csvCell(heading)).join(',')}\r\n`;
}

/** The lines of `rows`, each ending in CRLF, for a file streamed in batches after its `csvHead`. */
export function csvLines<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => `${columns.map(([, cell]) => csvCell(cell(row))).join(',')}\r\n`).join('');
}

/** The rows under their headings, one column each. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHead(columns) + csvLines(columns, rows);
}

// India keeps one offset all year (no daylight saving), so its time is UTC moved by 5 h 30 min.
const IST_OFFSET_MS = 330 * 60_000;
// en-IN's short month names (September is 'Sept'), as Intl writes them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as the exports show it: date and time in Asia/Kolkata, as Intl's en-IN medium date and short
 * time write it ('5 Sept 2026, 9:37 pm'). Written out because a 100,000-row export spent over a second in
 * Intl's formatter; csv.test.ts checks it against Intl.
 */
export function csvTime(iso: string): string {
  const at = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A CSV file streamed batch by batch: the headings at once, then each batch's lines as it is read. */
export async function* csvStream<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield csvHead(columns);
  for await (const rows of batches) yield csvLines(columns, rows);
}
