import { describe, expect, it } from 'vitest';
import { rendererCpu, type TraceEvent } from './renderer-cpu';

const PAGE = 30;
const BLANK = 20;
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const committed = (pid: number): TraceEvent => ({ name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, args: { data: { processId: pid, isOutermostMainFrame: true } } });
const task = (pid: number, tid: number, durMs: number, cpuMs: number, atMs = 1_000): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts: atMs * 1000, dur: durMs * 1000, tdur: cpuMs * 1000 });
const painted = (pid: number, atMs: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', pid, tid: pid, ts: atMs * 1000 });

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
    expect(rendererCpu(events)).toMatchObject({ longTasks: 2, wallMs: 120, onCpuMs: 40, share: 0.33 });
  });

  it("counts the blocking time of the page's own work: CPU time slowed down 4x past 50 ms, from its first contentful paint on", () => {
    const events = [
      thread(PAGE, PAGE, 'CrRendererMain'),
      committed(PAGE),
      painted(PAGE, 500),
      // Before the paint: not counted, however long.
      task(PAGE, PAGE, 100, 40, 100),
      // 4 × 25 - 50 = 50 and 4 × 20 - 50 = 30, whatever their wall time; 4 × 10 is no long task.
      task(PAGE, PAGE, 100, 25, 600),
      task(PAGE, PAGE, 20, 20, 800),
      task(PAGE, PAGE, 40, 10, 900),
      task(PAGE, 31, 200, 200, 950),
    ];
    expect(rendererCpu(events)?.cpuBlockingMs).toBe(80);
  });

  it('has no blocking time without a first contentful paint of the page: its window has no start', () => {
    const events = [thread(PAGE, PAGE, 'CrRendererMain'), committed(PAGE), task(PAGE, PAGE, 100, 40, 100)];
    expect(rendererCpu(events)).toMatchObject({ longTasks: 1, cpuBlockingMs: null });
  });

  it('is null without a committed page or without a long task of it', () => {
    expect(rendererCpu([thread(PAGE, PAGE, 'CrRendererMain'), task(PAGE, PAGE, 100, 100)])).toBeNull();
    expect(rendererCpu([thread(PAGE, PAGE, 'CrRendererMain'), committed(PAGE), task(PAGE, PAGE, 10, 10)])).toBeNull();
  });
});
