// Code the app loads on demand (the members' area, a screen), asked for at most once, and known at once
// when it has arrived. The entry starts the code of the screen a visit opens with while the app's own code
// downloads (early-data.ts); the route that draws that screen then finds it here and renders it in the
// same pass (web/components/lazy-component.tsx). Suspending instead, even for a tick, shows the loading
// fallback, and React then holds the screen back for up to 300 ms (its throttle on revealing suspended
// content): twice on a members' page, once for the area and once for the screen. Kept tiny: the entry
// imports it.

/** A loader whose result, once arrived, may be read synchronously. Plain loaders have no `loaded`. */
export type Loadable<T> = (() => Promise<T>) & { loaded?: () => T | undefined };

export interface CodeLoader<T> {
  (): Promise<T>;
  /** What the load gave, once it has arrived; undefined before (and after a failure). */
  loaded(): T | undefined;
}

export function codeLoader<T>(load: () => Promise<T>): CodeLoader<T> {
  let arriving: Promise<T> | undefined;
  let arrived: { value: T } | undefined;
  const start = () =>
    (arriving ??= load().then(
      (value) => {
        arrived = { value };
        return value;
      },
      (error: unknown) => {
        // A failed download is asked for again by whoever needs it next.
        arriving = undefined;
        throw error;
      },
    ));
  return Object.assign(start, { loaded: () => arrived?.value });
}
