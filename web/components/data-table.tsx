// A table in a bordered box of its own that scrolls sideways only when the window is narrower than
// the table; focusable so keyboard users can scroll it. The caption names it for screen readers.
// `density` sets the cells' side padding (and, dense, a smaller type): a table of many columns picks a
// tighter one to fit beside the menu on a tablet instead of re-padding the cells itself.
import type { ReactNode } from 'react';
import './data-table.css';

export type TableDensity = 'regular' | 'compact' | 'dense';

/** A column's header; `false` or `null` leaves out a column the caller does not show. */
export interface Column {
  label: string;
  /** Figures: right-aligned, on one line. */
  number?: boolean;
  /** Heard, not seen (a column of toggles or buttons). */
  hidden?: boolean;
  className?: string;
}

interface DataTableProps {
  label: string;
  className: string;
  columns: readonly (Column | false | null)[];
  density?: TableDensity;
  children: ReactNode;
}

export function DataTable({ label, className, columns, density = 'regular', children }: DataTableProps) {
  return (
    <div className={`data-table data-table--${density}`} role="region" aria-label={label} tabIndex={0}>
      <table className={className}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column ? (
                <th key={column.label} scope="col" className={[column.number ? 'cell-number' : '', column.className ?? ''].join(' ').trim() || undefined}>
                  {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
