// What an empty list says in its place, in a dashed box; `list` when it stands for a list page's table or cards.
import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({ list = false, children }: { list?: boolean; children: ReactNode }) {
  return <p className={list ? 'empty-state empty-state--list' : 'empty-state'}>{children}</p>;
}
