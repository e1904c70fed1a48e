// Counts the sign-out wipes of this page (web/offline/db.ts clearOfflineData). Kept apart from db.ts so
// that code which has not loaded the store (dexie) yet can still tell whether one happened: copies are
// written in the background after the fresh answer is shown, and one still on its way at sign-out must
// not land after the wipe.
let wipes = 0;

export const wipeCount = (): number => wipes;

export function countWipe(): void {
  wipes += 1;
}
