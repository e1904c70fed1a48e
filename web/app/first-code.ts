// The members' area's and the first screen's code as the entry asked for it (early-data.ts), for the
// app's start to wait on before its first render (start.tsx), and the app's own code as the entry asked
// for it (main.tsx), for a page that painted first to run its screen's code after. Imports nothing: the
// entry and the start both import it, and what the start imports decides how the code is split
// (chunk-groups.ts).
let asked: Promise<unknown> | undefined;

export function askedForFirstCode(code: Promise<unknown>): void {
  asked = code;
}

export const firstCode = (): Promise<unknown> | undefined => asked;

let appCodeRan!: () => void;
const appCode = new Promise<void>((resolve) => (appCodeRan = resolve));

/** The entry's import of the app's own code (web/start.tsx): resolved once that code has run. */
export function askedForAppCode(code: Promise<unknown>): void {
  code.then(appCodeRan, () => undefined);
}

/**
 * `load` once the app's own code has run, in a task of its own. A module's code runs in the task where
 * the last file of its graph arrives: the app's start and a members' screen asked for together arrived
 * together and ran as one task (React, Ionic, the members' area and the screen: ~270 ms on Lighthouse's
 * phone, most of the KYC page's blocking time), where two tasks each block for less than half as long.
 * The screen's files are fetched meanwhile all the same (the page's mark preloads them: early-data.ts).
 */
export const afterAppCode = <T>(load: () => Promise<T>): Promise<T> =>
  appCode.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(load);
