// The members' area's and the first screen's code as the entry asked for it (early-data.ts), for the
// app's start to wait on when the page came with a project's preview (start.tsx). Imports nothing: the
// entry and the start both import it, and what the start imports decides how the code is split
// (chunk-groups.ts).
let asked: Promise<unknown> | undefined;

export function askedForFirstCode(code: Promise<unknown>): void {
  asked = code;
}

export const firstCode = (): Promise<unknown> | undefined => asked;
