// A table in a bordered box of its own that scrolls sideways only when the window is narrower than
// the table; focusable so keyboard users can scroll it. The caption names it for screen readers.
import type { ReactNode } from 'react';
import './data-table.css';

export function DataTable({ label, className, head, children }: { label: string; className: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="data-table" role="region" aria-label={label} tabIndex={0}>
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
