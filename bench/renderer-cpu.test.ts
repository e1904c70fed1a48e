import { describe, expect, it } from 'vitest';
import { rendererCpu, type TraceEvent } from './renderer-cpu';

const PAGE = 30;
const BLANK = 20;
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const committed = (pid: number): TraceEvent => ({ name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, args: { data: { processId: pid, isOutermostMainFrame: true } } });
const task = (pid: number, tid: number, durMs: number, cpuMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, dur: durMs * 1000, tdur: cpuMs * 1000 });

describe('rendererCpu', () => {
  it("sums the page's long tasks on its renderer's main thread: wall time and time on the CPU", () => {
    const events = [
      thread(BLANK, BLANK, 'CrRendererMain'),
      thread(PAGE, PAGE, 'CrRendererMain'),
      thread(PAGE, 31, 'Compositor'),
      committed(BLANK),
      committed(PAGE),
      task(PAGE, PAGE, 100, 25),
      task(PAGE, PAGE, 20, 15),
      // Not long once slowed down 4x, another thread of the page, the blank page before it.
      task(PAGE, PAGE, 12, 12),
      task(PAGE, 31, 200, 200),
      task(BLANK, BLANK, 300, 300),
    ];
    expect(rendererCpu(events)).toEqual({ longTasks: 2, wallMs: 120, onCpuMs: 40, share: 0.33 });
  });

  it('is null without a committed page or without a long task of it', () => {
    expect(rendererCpu([thread(PAGE, PAGE, 'CrRendererMain'), task(PAGE, PAGE, 100, 100)])).toBeNull();
    expect(rendererCpu([thread(PAGE, PAGE, 'CrRendererMain'), committed(PAGE), task(PAGE, PAGE, 10, 10)])).toBeNull();
  });
});
