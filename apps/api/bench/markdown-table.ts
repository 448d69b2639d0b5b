/** Prints rows as a Markdown table: columns of figures right-aligned, text left-aligned. */
export function printMarkdownTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const numeric = header.map((_, column) => rows.every((row) => /^[\d.,-]+$/.test(row[column]!)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = widths
    .map((width, column) =>
      numeric[column] ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`,
    )
    .join('|');
  console.log([line(header), `|${rule}|`, ...rows.map(line)].join('\n'));
}
