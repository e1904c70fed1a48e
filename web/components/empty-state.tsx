// What an empty list says in its place, in a dashed box.
import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
