import {
  MEDICINE_CSV_COLUMNS,
  MEDICINE_IMPORT_MAX_PROBLEMS,
  MEDICINE_IMPORT_MAX_ROWS,
  medicineCsvColumnName,
  medicineCsvRow,
  toMinorUnits,
  type Currency,
  type MedicineCsvColumn,
  type MedicineImportProblem,
} from '@sustho/contracts';
import type { MedicineWithGenericName } from '../../db/seed-medicines.js';
import { badRequest } from '../../lib/errors.js';
import { readCsv, type CsvProblem } from '../../lib/csv.js';

/** A catalogue file read: the medicines it holds, or what is wrong with it, line by line. */
export type CatalogueFile =
  | { ok: true; medicines: MedicineWithGenericName[] }
  | { ok: false; problems: MedicineImportProblem[] };

const CSV_PROBLEMS: Record<CsvProblem['kind'], string> = {
  'unclosed-quote': 'has a quoted cell that is never closed',
  'stray-quote': 'has a quote inside a cell: put the cell in quotes and double the quote',
};

/** The same medicine twice in one file would be written twice in one statement: it is a mistake. */
const productKey = (row: {
  brandName: string;
  strength: string;
  form: string;
  manufacturer: string;
}) => JSON.stringify([row.brandName, row.strength, row.form, row.manufacturer]);

/** The header row's columns, in the file's order, or the problems of the header row. */
function readHeader(cells: string[]): {
  columns: MedicineCsvColumn[];
  problems: MedicineImportProblem[];
} {
  const known: readonly string[] = MEDICINE_CSV_COLUMNS;
  const names = cells.map(medicineCsvColumnName);
  const problems: MedicineImportProblem[] = [];
  names.forEach((name, index) => {
    if (!known.includes(name))
      problems.push({ line: 1, field: cells[index]!, message: 'is not a column of the catalogue' });
    else if (names.indexOf(name) !== index)
      problems.push({ line: 1, field: name, message: 'is named twice in the header row' });
  });
  for (const column of MEDICINE_CSV_COLUMNS)
    if (!names.includes(column))
      problems.push({
        line: 1,
        field: column,
        message: `is missing: the header row must name column '${column}'`,
      });
  return { columns: names as MedicineCsvColumn[], problems };
}

/**
 * Reads a catalogue file (services.md §5 'Catalogue'): UTF-8 CSV with a header row naming the
 * catalogue's columns, then at most MEDICINE_IMPORT_MAX_ROWS medicines, each line checked with
 * the shared row schema. A file that is not text or too long is refused at once; otherwise every
 * problem is reported (up to MEDICINE_IMPORT_MAX_PROBLEMS), so one fix-up covers the whole file.
 * Prices become hundredths of `currency`.
 */
export function readCatalogueFile(data: Buffer, currency: Currency): CatalogueFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest('The file is not UTF-8 text: save the catalogue as CSV (UTF-8)');
  }
  // The header, the allowed rows, and one more to tell a file that is too long.
  const { records, problems: csvProblems } = readCsv(text, MEDICINE_IMPORT_MAX_ROWS + 2);
  if (records.length + csvProblems.length > MEDICINE_IMPORT_MAX_ROWS + 1)
    throw badRequest(
      `The file holds more than ${MEDICINE_IMPORT_MAX_ROWS} medicines: split it into smaller files`,
    );
  const [header, ...lines] = records;
  if (!header || header.line !== 1)
    throw badRequest('The file has no header row: its first line must name the columns');

  const { columns, problems } = readHeader(header.cells);
  // Lines are read by the header's columns, so a header with problems leaves them unread.
  const headerRead = problems.length === 0;
  problems.push(
    ...csvProblems.map(({ line, kind }) => ({ line, field: '', message: CSV_PROBLEMS[kind] })),
  );
  const medicines: MedicineWithGenericName[] = [];
  const lineOf = new Map<string, number>();
  for (const { line, cells } of headerRead ? lines : []) {
    if (cells.length !== columns.length) {
      problems.push({
        line,
        field: '',
        message: `has ${cells.length} cells; the header row has ${columns.length}`,
      });
      continue;
    }
    const parsed = medicineCsvRow.safeParse(
      Object.fromEntries(columns.map((column, index) => [column, cells[index]])),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ line, field: String(issue.path[0] ?? ''), message: issue.message });
      continue;
    }
    const row = parsed.data;
    const medicine = {
      brandName: row.brand_name,
      genericName: row.generic_name,
      strength: row.strength,
      form: row.form,
      manufacturer: row.manufacturer,
      packDescription: row.pack_description,
      unitsPerPack: row.units_per_pack,
      unitPriceCents: toMinorUnits(row.unit_price),
      currency,
      rx: row.rx,
      stockUnits: row.stock,
    };
    const key = productKey(medicine);
    const earlier = lineOf.get(key);
    if (earlier !== undefined) {
      problems.push({
        line,
        field: '',
        message: `is the same medicine (brand, strength, form and manufacturer) as line ${earlier}`,
      });
      continue;
    }
    lineOf.set(key, line);
    medicines.push(medicine);
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    return { ok: false, problems: problems.slice(0, MEDICINE_IMPORT_MAX_PROBLEMS) };
  }
  return { ok: true, medicines };
}
