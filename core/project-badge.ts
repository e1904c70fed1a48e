// A project's status badge colour (spec 001 §3), its own module: the investor's catalog cards show it, and
// core/projects.ts, with its schemas and the messages registry, belongs to the screens that edit or
// validate a project, not to every members' page.
export type BadgeTone = 'green' | 'grey' | 'yellow';

/** Spec 001 §3: admin view active green, cancelled grey, else yellow; investor view active green, completed grey. */
export function statusBadgeTone(status: string, view: 'admin' | 'investor'): BadgeTone {
  if (status === 'active') return 'green';
  if (status === (view === 'admin' ? 'cancelled' : 'completed')) return 'grey';
  return 'yellow';
}
