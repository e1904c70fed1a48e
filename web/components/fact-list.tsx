// A label/value list drawn by fact-list.css: one row per [label, value] pair; `rows` puts the value
// beside its label, at the right, with a line between the rows.
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts, rows = false, className }: { facts: readonly Fact[]; rows?: boolean; className?: string }) {
  return (
    <dl className={['fact-list', rows ? 'fact-list--rows' : '', className ?? ''].filter(Boolean).join(' ')}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
