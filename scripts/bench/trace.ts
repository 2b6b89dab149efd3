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
  id?: string;
  args?: { name?: string; data?: { type?: string } & ProfileData };
};

/** What Chromium's sampling profiler writes into a trace (Profile and ProfileChunk events). */
type ProfileData = {
  startTime?: number;
  cpuProfile?: {
    nodes?: Array<{
      id: number;
      parent?: number;
      callFrame: { functionName: string; url?: string; lineNumber?: number };
    }>;
    samples?: number[];
  };
  timeDeltas?: number[];
};

/** The trace category of the sampling profiler (JavaScript function names, with BENCH_PROFILE=1). */
export const PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

export async function recordTrace(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
  options: { profile?: boolean } = {},
): Promise<Trace> {
  await browser.startTracing(page, {
    categories: [
      ...(options.profile ? [...TRACE_CATEGORIES, PROFILE_CATEGORY] : TRACE_CATEGORIES),
      ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
    ],
  });
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

  /**
   * The main thread's JavaScript functions by sampled CPU time inside the given spans (trace µs):
   * self time and total time (the function or what it called), in ms, most expensive first. Needs a
   * trace recorded with `profile: true`; names are readable on an unminified build.
   */
  functions(spans: Array<{ from: number; to: number }>): Array<{ name: string; self: number; total: number }> {
    type Node = { name: string; parent?: number };
    const nodes = new Map<number, Node>();
    const samples: Array<{ node: number; ts: number; ms: number }> = [];
    const profiles = new Map<string, { time: number; pid: number; tid: number }>();
    for (const event of this.events) {
      if (event.name === 'Profile' && event.id)
        profiles.set(`${event.pid}:${event.id}`, {
          time: event.args?.data?.startTime ?? event.ts,
          pid: event.pid,
          tid: event.tid,
        });
    }
    for (const event of this.events) {
      if (event.name !== 'ProfileChunk' || !event.id || event.pid !== this.main.pid) continue;
      const profile = profiles.get(`${event.pid}:${event.id}`);
      if (!profile || profile.tid !== this.main.tid) continue;
      const data = event.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) {
        const { functionName, url, lineNumber } = node.callFrame;
        const file = url ? url.slice(url.lastIndexOf('/') + 1) : '';
        nodes.set(node.id, {
          name: `${functionName || '(anonymous)'} ${file}:${lineNumber ?? ''}`,
          parent: node.parent,
        });
      }
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      for (let index = 0; index < ids.length; index += 1) {
        profile.time += deltas[index] ?? 0;
        samples.push({ node: ids[index]!, ts: profile.time, ms: (deltas[index + 1] ?? deltas[index] ?? 0) / 1000 });
      }
    }
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (const sample of samples) {
      if (!spans.some((span) => sample.ts >= span.from && sample.ts < span.to)) continue;
      const own = nodes.get(sample.node);
      if (!own) continue;
      self.set(own.name, (self.get(own.name) ?? 0) + sample.ms);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
        const name = nodes.get(id)?.name;
        if (!name || seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + sample.ms);
      }
    }
    return [...total.entries()]
      .map(([name, ms]) => ({ name, self: self.get(name) ?? 0, total: ms }))
      .sort((a, b) => b.total - a.total);
  }
}
