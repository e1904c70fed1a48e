// A prerendered page is painted before React has hydrated it: its buttons show, but their handlers do
// not exist yet, so a tap on the phone menu's toggle in that window would do nothing. The entry
// catches taps on controls marked data-early-tap="<name>" (web/main.tsx) and the component that owns
// the control replays them once it is alive (takeEarlyTaps). After that its own handler is the only one.
const ATTRIBUTE = 'data-early-tap';

const counts = new Map<string, number>();
const alive = new Set<string>();

/** Starts catching taps on marked controls whose owner is not alive yet. */
export function catchEarlyTaps(target: Document = document): void {
  target.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
      const name = control?.getAttribute(ATTRIBUTE);
      if (!name || alive.has(name)) return;
      // React may hydrate the control on this very tap and run its handler as well: until its owner has
      // taken the early taps, a tap is counted here only, so it is applied once.
      event.stopPropagation();
      counts.set(name, (counts.get(name) ?? 0) + 1);
    },
    true,
  );
}

/** How many taps landed on `name` before its owner came alive; from now on they are the owner's. */
export function takeEarlyTaps(name: string): number {
  alive.add(name);
  const taken = counts.get(name) ?? 0;
  counts.delete(name);
  return taken;
}

/** The attribute that marks a control whose early taps are kept. */
export const earlyTapTarget = (name: string) => ({ [ATTRIBUTE]: name });
