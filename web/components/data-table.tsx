// A table in a bordered box of its own that scrolls sideways only when the window is narrower than
// the table; focusable so keyboard users can scroll it. The caption names it for screen readers.
// `density` sets the cells' side padding (and, dense, a smaller type): a table of many columns picks a
// tighter one to fit beside the menu on a tablet instead of re-padding the cells itself.
import type { ReactNode } from 'react';
import './data-table.css';

export type TableDensity = 'regular' | 'compact' | 'dense';

interface DataTableProps {
  label: string;
  className: string;
  head: ReactNode;
  density?: TableDensity;
  children: ReactNode;
}

export function DataTable({ label, className, head, density = 'regular', children }: DataTableProps) {
  return (
    <div className={`data-table data-table--${density}`} role="region" aria-label={label} tabIndex={0}>
      <table className={className}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
