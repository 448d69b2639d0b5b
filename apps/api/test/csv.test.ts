import { describe, expect, it } from 'vitest';
import { readCsv } from '../src/lib/csv.js';

const cellsOf = (text: string) => readCsv(text).records.map((record) => record.cells);

describe('readCsv (RFC 4180)', () => {
  it('splits cells by commas and records by CRLF or LF, with or without a last line break', () => {
    expect(cellsOf('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cellsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty cells, and skips blank lines and a byte order mark', () => {
    expect(cellsOf('\uFEFFa,,c\n\n,\n')).toEqual([
      ['a', '', 'c'],
      ['', ''],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks, numbering records by their first line', () => {
    const reading = readCsv('name,pack\n"Napa, Extra","10 ""strips""\nof 10"\nSeclo,20\n');
    expect(reading.problems).toEqual([]);
    expect(reading.records).toEqual([
      { line: 1, cells: ['name', 'pack'] },
      { line: 2, cells: ['Napa, Extra', '10 "strips"\nof 10'] },
      { line: 4, cells: ['Seclo', '20'] },
    ]);
    expect(cellsOf('"",x')).toEqual([['', 'x']]);
  });

  it('reports a quote inside an unquoted cell and text after a closing quote, and reads on', () => {
    const reading = readCsv('a,b\n5" tube,x\n"Napa"x,y\nok,1\n');
    expect(reading.problems).toEqual([
      { line: 2, kind: 'stray-quote' },
      { line: 3, kind: 'stray-quote' },
    ]);
    expect(reading.records.map((record) => record.line)).toEqual([1, 4]);
  });

  it('reports a quoted cell never closed', () => {
    expect(readCsv('a,b\n"open,1\n2,3\n').problems).toEqual([{ line: 2, kind: 'unclosed-quote' }]);
  });

  it('stops after maxRecords records', () => {
    expect(readCsv('1\n2\n3\n4\n', 2).records).toHaveLength(2);
  });
});
