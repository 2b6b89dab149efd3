/**
 * Reading a Chromium performance trace (browser.startTracing / stopTracing) for the benchmarks: the
 * page's main thread and workers, the User Timing marks the bench sets, and the CPU time (thread
 * time, `tdur`) of the tasks between two marks. On a machine shared with other work, wall-clock frame
 * times say how busy the machine is; the CPU time a frame costs says what the page itself needs.
 */
import type { Browser, Page } from 'playwright-core';

export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
};

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

export async function recordTrace(browser: Browser, page: Page, run: () => Promise<void>): Promise<Trace> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let buffer: Buffer;
  try {
    await run();
  } finally {
    buffer = await browser.stopTracing();
  }
  return new Trace((JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export class Trace {
  readonly main: { pid: number; tid: number };
  readonly workers: Array<{ pid: number; tid: number }>;
  readonly #tasks = new Map<string, TraceEvent[]>();

  constructor(readonly events: TraceEvent[]) {
    const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
    // The page's main thread is the renderer main thread that holds the bench's marks.
    const markThread = events.find(
      (event) => event.cat?.includes('blink.user_timing') && event.name.startsWith('bench:'),
    );
    const main = names.find(
      (event) => event.args?.name === 'CrRendererMain' && (!markThread || event.pid === markThread.pid),
    );
    if (!main) throw new Error('No renderer main thread in the trace');
    this.main = { pid: main.pid, tid: markThread?.tid ?? main.tid };
    this.workers = names
      .filter((event) => event.pid === main.pid && /Worker/i.test(event.args?.name ?? ''))
      .map((event) => ({ pid: event.pid, tid: event.tid }));
  }

  /** The time (trace µs) of the first mark with this name. */
  mark(name: string): number {
    const event = this.events.find((candidate) => candidate.name === name && candidate.cat?.includes('user_timing'));
    if (!event) throw new Error(`No mark ${name} in the trace`);
    return event.ts;
  }

  marks(name: string): number[] {
    return this.events
      .filter((candidate) => candidate.name === name && candidate.cat?.includes('user_timing'))
      .map((event) => event.ts);
  }

  /** Top-level tasks of a thread, in order (a task inside another is not counted twice). */
  tasks(thread: { pid: number; tid: number }): TraceEvent[] {
    const key = `${thread.pid}:${thread.tid}`;
    let tasks = this.#tasks.get(key);
    if (!tasks) {
      const all = this.events
        .filter(
          (event) =>
            event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && TASK_NAMES.has(event.name),
        )
        .sort((a, b) => a.ts - b.ts);
      tasks = [];
      let end = -1;
      for (const task of all) {
        if (task.ts < end) continue;
        tasks.push(task);
        end = task.ts + (task.dur ?? 0);
      }
      this.#tasks.set(key, tasks);
    }
    return tasks;
  }

  /** CPU (thread) and wall milliseconds of a thread's tasks that start in [from, to). */
  busy(thread: { pid: number; tid: number }, from: number, to: number): { cpu: number; wall: number } {
    let cpu = 0;
    let wall = 0;
    for (const task of this.tasks(thread)) {
      if (task.ts < from || task.ts >= to) continue;
      cpu += (task.tdur ?? task.dur ?? 0) / 1000;
      wall += (task.dur ?? 0) / 1000;
    }
    return { cpu, wall };
  }

  /** The main-thread task in which an event of this type (pointerup, wheel…) was dispatched, each time. */
  inputTasks(type: string): TraceEvent[] {
    const dispatches = this.events.filter(
      (event) =>
        event.name === 'EventDispatch' &&
        event.pid === this.main.pid &&
        event.tid === this.main.tid &&
        event.args?.data?.type === type,
    );
    const tasks = this.tasks(this.main);
    return dispatches
      .map((dispatch) => tasks.find((task) => task.ts <= dispatch.ts && dispatch.ts <= task.ts + (task.dur ?? 0)))
      .filter((task): task is TraceEvent => task !== undefined);
  }
}
