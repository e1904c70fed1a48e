// How much of the audited page's long tasks its renderer actually spent running, from the trace
// Lighthouse recorded. Lighthouse's simulated throttling multiplies each observed main-thread task's
// wall time by 4 (the mobile preset's CPU slowdown), so a task the machine held off the CPU (on a
// two-core machine, behind Chromium's browser process, its compositor and Lighthouse itself) counts as
// the page's own work. This share tells a page that is slow from a machine that was busy: a trace in which
// the renderer ran for a quarter of its long tasks' time makes a TBT about four times the page's.
// The same trace also gives the blocking time the page's own work would make: each task's time on the
// CPU slowed down 4x, past 50 ms, from the first contentful paint on (Lighthouse's window starts there).

/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  /** Microseconds. */
  dur?: number;
  /** Microseconds the thread was on the CPU within `dur`. */
  tdur?: number;
  /** Microseconds. */
  ts?: number;
  args?: { name?: string; data?: { processId?: number; isOutermostMainFrame?: boolean } };
}

export interface RendererCpu {
  /** Long tasks of the page's main thread: at least `LONG_TASK_OBSERVED_US` of wall time. */
  longTasks: number;
  wallMs: number;
  onCpuMs: number;
  /** onCpuMs / wallMs. */
  share: number;
  /**
   * Σ max(0, 4 × CPU time − 50 ms) over the page's main-thread tasks from its first contentful paint on:
   * the blocking time its own work makes on the preset's phone, whatever else held the machine. An
   * estimate: Lighthouse also ends the window at the page's interactive time and orders tasks by its
   * simulated network, so a page whose code ran before its observed paint reads 0 here. Null when the
   * trace holds no first contentful paint of the page (the window has no start).
   */
  cpuBlockingMs: number | null;
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
/** 50 ms (a long task) divided by the mobile preset's CPU slowdown of 4: the observed length that becomes one. */
export const LONG_TASK_OBSERVED_US = LONG_TASK_US / CPU_SLOWDOWN;

/** The process the page's main frame committed in last (Lighthouse opens about:blank first, then the page). */
function pageProcess(events: readonly TraceEvent[]): number | undefined {
  let pid: number | undefined;
  for (const e of events) {
    if (e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame) pid = e.args.data.processId ?? pid;
  }
  return pid;
}

/** The renderer's on-CPU share of the page's long tasks; null when the trace holds no long task of the page. */
export function rendererCpu(events: readonly TraceEvent[]): RendererCpu | null {
  const pid = pageProcess(events);
  if (pid === undefined) return null;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid;
  if (main === undefined) return null;
  const painted = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  let longTasks = 0;
  let wall = 0;
  let onCpu = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== pid || e.tid !== main || e.tdur === undefined) continue;
    if (painted !== undefined && (e.ts ?? 0) >= painted) blocking += Math.max(0, CPU_SLOWDOWN * e.tdur - LONG_TASK_US);
    if ((e.dur ?? 0) < LONG_TASK_OBSERVED_US) continue;
    longTasks += 1;
    wall += e.dur!;
    onCpu += Math.min(e.tdur, e.dur!);
  }
  if (longTasks === 0) return null;
  return {
    longTasks,
    wallMs: Math.round(wall / 1000),
    onCpuMs: Math.round(onCpu / 1000),
    share: Math.round((onCpu / wall) * 100) / 100,
    cpuBlockingMs: painted === undefined ? null : Math.round(blocking / 1000),
  };
}
