// GETs the entry (web/main.tsx) starts before the app's code has even been fetched, so a members' page's
// first answers travel over the network at the same time as its code instead of after it. Each is taken
// once, by the first apiGet of the same path; one nobody takes is just a request too many.
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
