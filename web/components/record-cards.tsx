// A list as cards, one per record (a project, a user): what a phone shows instead of a table that
// would scroll sideways. Each card: its name and badge, then what the caller adds (facts, actions).
import type { ReactNode } from 'react';
import { FactList } from './fact-list';
import './record-cards.css';

export function RecordCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="plain-list record-cards" aria-label={label}>
      {children}
    </ul>
  );
}

export function RecordCard({ name, badge, children }: { name: ReactNode; badge: ReactNode; children: ReactNode }) {
  return (
    <li className="panel panel--box record-card">
      <div className="row cluster--spread record-card__head">
        <h2 className="record-card__name">{name}</h2>
        {badge}
      </div>
      {children}
    </li>
  );
}

/** Label and value pairs in two columns; `boxed` rules them off below too (actions follow). */
export function RecordFacts({ facts, boxed = false }: { facts: [label: string, value: ReactNode][]; boxed?: boolean }) {
  return <FactList facts={facts} className={boxed ? 'record-card__facts record-card__facts--boxed' : 'record-card__facts'} />;
}
