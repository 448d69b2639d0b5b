/**
 * A CSV reader for RFC 4180 files, the way spreadsheets save them: cells split by commas, records
 * by CRLF or LF; a cell in double quotes may hold commas, line breaks and doubled quotes (""). No
 * maintained CSV parser is among the dependencies, and the format is small enough to read here.
 * A leading byte order mark is skipped; blank lines (no cells at all) are skipped too, since a
 * spreadsheet leaves one at the end.
 */

/** One record: its cells and the line of the file it starts on (the first line is 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** What keeps a record from being read: the line it is on and why. */
export interface CsvProblem {
  line: number;
  kind: 'unclosed-quote' | 'stray-quote';
}

export interface CsvReading {
  records: CsvRecord[];
  problems: CsvProblem[];
}

const QUOTE = '"';

/**
 * Reads `text` into records, going on past a broken record so that one reading reports every
 * problem. A record with a problem is left out of `records`. Stops (reporting nothing more) once
 * `maxRecords` records have been read, so an oversized file costs no more than the limit.
 */
export function readCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvReading {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let position = 0;
  let line = 1;

  while (position < source.length && records.length + problems.length < maxRecords) {
    const startLine = line;
    const cells: string[] = [];
    let problem: CsvProblem['kind'] | null = null;
    let endOfRecord = false;
    while (!endOfRecord) {
      let cell = '';
      if (source[position] === QUOTE) {
        position += 1;
        let closed = false;
        while (position < source.length) {
          const character = source[position]!;
          if (character === QUOTE) {
            if (source[position + 1] === QUOTE) {
              cell += QUOTE;
              position += 2;
              continue;
            }
            position += 1;
            closed = true;
            break;
          }
          if (character === '\n') line += 1;
          cell += character;
          position += 1;
        }
        if (!closed) problem ??= 'unclosed-quote';
        // After the closing quote only a separator may follow; anything else is a stray quote.
        const next = source[position];
        if (closed && next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          problem ??= 'stray-quote';
        }
      }
      while (position < source.length) {
        const character = source[position]!;
        if (character === ',' || character === '\n') break;
        if (character === '\r' && source[position + 1] === '\n') break;
        if (character === QUOTE) problem ??= 'stray-quote';
        cell += character;
        position += 1;
      }
      cells.push(cell);
      const separator = source[position];
      if (separator === ',') {
        position += 1;
      } else {
        if (separator === '\r') position += 1;
        if (source[position] === '\n') {
          position += 1;
          line += 1;
        }
        endOfRecord = true;
      }
    }
    if (problem) problems.push({ line: startLine, kind: problem });
    else if (!(cells.length === 1 && cells[0] === '')) records.push({ line: startLine, cells });
  }
  return { records, problems };
}
