// Before React hydrates a prerendered page its buttons show without handlers: a tap on the menu's toggle
// would do nothing, and the browser would send a form itself, a password in the address's query. The
// entry holds taps on controls marked data-early-tap="<name>" and sends of forms marked
// data-early-submit="<name>"; their owner replays them once alive (takeEarlyTaps).
const TAP = 'data-early-tap';
const SUBMIT = 'data-early-submit';

const counts = new Map<string, number>();
const alive = new Set<string>();

/** Counts the event for `name` if its owner is not alive yet; true when it did. */
function held(name: string | null | undefined): boolean {
  if (!name || alive.has(name)) return false;
  counts.set(name, (counts.get(name) ?? 0) + 1);
  return true;
}

/** Starts holding taps on marked controls, and sends of marked forms, whose owner is not alive yet. */
export function catchEarlyTaps(): void {
  // React may hydrate the control on this very tap and run its handler as well: until its owner has
  // taken the early taps, one is counted here only, so it is applied once.
  const hold = (attribute: string) => (event: Event) => {
    const marked = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
    if (!held(marked?.getAttribute(attribute))) return;
    if (event.type === 'submit') event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('click', hold(TAP), true);
  document.addEventListener('submit', hold(SUBMIT), true);
}

/** How many times `name` was used before its owner came alive; from now on it is the owner's. */
export function takeEarlyTaps(name: string): number {
  alive.add(name);
  const taken = counts.get(name) ?? 0;
  counts.delete(name);
  return taken;
}

/** The attributes that mark a control whose early taps are kept, and a form whose early sends are. */
export const earlyTapTarget = (name: string) => ({ [TAP]: name });
export const earlySubmitTarget = (name: string) => ({ [SUBMIT]: name });
