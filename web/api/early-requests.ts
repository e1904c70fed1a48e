// A screen's first answers (the route table's `answers`), started by the entry before the app's code has
// even been fetched, and by the router's loader on a later visit, so they travel over the network at the
// same time as the screen's code instead of after it. Each is taken once, by the first apiGet of the same
// path; one nobody takes is dropped when the visitor leaves the page or the app writes anything, so a
// later read never gets an answer older than what it asks about.
const started = new Map<string, Promise<Response>>();

export function startEarly(path: string, send: (path: string) => Promise<Response>): void {
  if (started.has(path)) return;
  const response = send(path);
  // Its failure belongs to whoever takes it; untaken, it must not surface as an unhandled rejection.
  response.catch(() => undefined);
  started.set(path, response);
}

export function takeEarly(path: string): Promise<Response> | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}

export function dropUntakenEarly(): void {
  started.clear();
}
