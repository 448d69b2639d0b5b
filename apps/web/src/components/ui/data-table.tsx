import type { ReactNode } from 'react';

/** One column: its header, and what each row shows under it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The column that names the row: a row header for screen readers. */
  rowHeader?: boolean;
}

/**
 * A striped table on wide screens; below 640 px each row becomes a card of labelled lines whose
 * buttons fill its width (index.css, `.data-table`), so a phone never scrolls sideways. One markup
 * for both, so a row's buttons keep their accessible names whatever the width.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="sm:overflow-x-auto">
      <table className="data-table table table-zebra">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" data-label={column.header}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
