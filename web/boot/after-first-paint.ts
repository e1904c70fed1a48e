// When the entry's deferred work may start: a frame callback runs before that frame is painted, so the
// work waits for a task of its own after it. Tasks queued so run in the order they were asked for
// (the first answers before the app's start: web/app/early-data.ts, web/main.tsx).
export const afterFirstPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
