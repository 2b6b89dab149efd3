/**
 * The studio editor with a 4-track, 2,000-note, 3-minute song (lyrics on every note) in Debian's
 * Chromium at 1440×900, on the production build and server, under a performance trace:
 * - frames while scrolling horizontally (Shift+wheel), vertically (wheel) and zooming (Ctrl+wheel),
 *   one wheel event per frame as a trackpad or a fast wheel sends them (target ≥ 55 fps);
 * - a note drag's commit: from pointer-up to the end of the editor's work (command applied, React
 *   commit, roll redrawn) and to the frame that shows it (target ≤ 16 ms).
 * Wall-clock figures come from requestAnimationFrame and pointerup listeners on window around the
 * editor's own handler (no hooks in the product); the trace adds the main thread's CPU time for the
 * same spans, which stays meaningful when other work shares the machine (the load average is printed).
 * Measuring starts 3 s after the project opens (the voice worker renders the song in the background then).
 * Usage: npx tsx scripts/bench/studio-editor.bench.ts [baseUrl]   (BENCH_SECONDS per gesture, default 4;
 * SKIP_BUILD=1 to use dist/renderer as it is; BENCH_PROFILE=1 to sample JavaScript during the gestures and drags
 * and print the functions that cost each frame and the pointer-up tasks most — build with `npx vite build --minify false` for readable
 * names; BENCH_TRACE=file.json to write the drags' trace for Chromium's performance panel, and the gestures' to
 * file-gestures.json; BENCH_TRACE_CATEGORIES=viz,disabled-by-default-viz.quads adds trace categories, e.g. the
 * compositor's, whose thread takes CPU of its own on a machine without GPU)
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { initialViewport, noteRect } from '../../renderer/src/studio/editor/viewport';
import { pitchName } from '../../shared/studio/time';
import { withProductionServer } from './production-server';
import { benchSong, createProject, loadAverage, openSignedInStudio, percentile } from './studio-session';
import { recordTrace, type Trace } from './trace';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PROFILE = process.env.BENCH_PROFILE === '1';
const TRACE_FILE = process.env.BENCH_TRACE;
const FPS_TARGET = 55;
const COMMIT_TARGET_MS = 16;
const GESTURES = {
  horizontal: 'scroll horizontally (Shift+wheel)',
  vertical: 'scroll vertically (wheel)',
  zoom: 'zoom (Ctrl+wheel)',
} as const;
type Gesture = keyof typeof GESTURES;

/**
 * Dispatches one wheel event on the roll at the start of every frame for `seconds`; answers the
 * frame start times and leaves the marks bench:<gesture>:start / :end for the trace.
 */
function wheelFrames(page: Page, gesture: Gesture, seconds: number): Promise<number[]> {
  return page.evaluate(
    ({ gesture, seconds }) =>
      new Promise<number[]>((resolve) => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="piano-roll"]')!;
        const box = canvas.getBoundingClientRect();
        const times: number[] = [];
        let frame = 0;
        let start = 0;
        const step = (now: number) => {
          if (!start) {
            start = now;
            performance.mark(`bench:${gesture}:start`);
          }
          times.push(now);
          if (now - start >= seconds * 1000) {
            performance.mark(`bench:${gesture}:end`);
            resolve(times);
            return;
          }
          // Back and forth every 30 frames, so that scrolling and zooming never stop at a limit.
          const sign = Math.floor(frame / 30) % 2 === 0 ? 1 : -1;
          frame += 1;
          const init: WheelEventInit = {
            bubbles: true,
            cancelable: true,
            clientX: box.left + box.width / 2,
            clientY: box.top + box.height / 2,
            deltaMode: 0,
          };
          const event =
            gesture === 'horizontal'
              ? new WheelEvent('wheel', { ...init, shiftKey: true, deltaY: 60 * sign })
              : gesture === 'vertical'
                ? new WheelEvent('wheel', { ...init, deltaY: 40 * sign })
                : new WheelEvent('wheel', { ...init, ctrlKey: true, deltaY: -50 * sign });
          canvas.dispatchEvent(event);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { gesture, seconds },
  );
}

function frameFigures(times: number[]) {
  const intervals = times.slice(1).map((time, index) => time - times[index]!);
  const elapsed = (times.at(-1)! - times[0]!) / 1000;
  return {
    frames: intervals.length,
    fps: intervals.length / elapsed,
    median: percentile(intervals, 50),
    p95: percentile(intervals, 95),
  };
}

type DragRecord = { work: number; frame: number };

/**
 * Listeners on window before and after the editor's pointerup handler: each drag leaves a record and
 * the marks bench:drag:up, bench:drag:done and bench:drag:painted for the trace.
 */
async function watchPointerUps(page: Page) {
  await page.evaluate(() => {
    const records: DragRecord[] = [];
    (window as unknown as { __dragCommits: DragRecord[] }).__dragCommits = records;
    let up = 0;
    window.addEventListener(
      'pointerup',
      () => {
        up = performance.now();
        performance.mark('bench:drag:up');
      },
      { capture: true },
    );
    window.addEventListener('pointerup', () => {
      // React has run the handler and flushed its synchronous update (render, commit, effects, canvas draw).
      const work = performance.now() - up;
      performance.mark('bench:drag:done');
      requestAnimationFrame(() => {
        // The frame that shows the commit is being produced; a task posted now runs once it is painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark('bench:drag:painted');
          records.push({ work, frame: performance.now() - up });
        };
        channel.port2.postMessage(null);
      });
    });
  });
}

/** Notes 1…12 of the first track (all on screen) are dragged up a row, then back down: 24 drags. */
const DRAGGED = 12;

async function dragRound(page: Page, song: ReturnType<typeof benchSong>, direction: -1 | 1) {
  const roll = page.getByTestId('piano-roll');
  const box = (await roll.boundingBox())!;
  // The roll opens centred on the song's notes: its top row is on the canvas.
  const topPitch = Number(await roll.getAttribute('data-top-pitch'));
  const view = { ...initialViewport(box.width, box.height), topPitch };
  for (const note of song.tracks[0]!.notes.slice(1, 1 + DRAGGED)) {
    const rect = noteRect(view, note);
    const x = box.x + rect.x + rect.width / 2;
    // After the upward round the note sits one row higher.
    const y = box.y + rect.y + view.rowHeight / 2 - (direction === 1 ? view.rowHeight : 0);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 1, y + (direction * view.rowHeight) / 2, { steps: 2 });
    await page.mouse.move(x + 2, y + direction * view.rowHeight, { steps: 2 });
    await page.mouse.up();
    await page.waitForTimeout(250);
  }
  // The dragged notes now off their original pitch, read from the note list, which follows the roll a
  // moment later (in a transition, longer on a loaded machine): read again until it shows the round.
  const expected = direction === -1 ? DRAGGED : 0;
  let moved: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const names = await page.getByRole('listbox').getByRole('option').allTextContents();
    moved = song.tracks[0]!.notes.slice(1, 1 + DRAGGED)
      .map((note, index) => ({ note, name: names[1 + index] ?? '' }))
      .filter(({ note, name }) => !name.startsWith(`${pitchName(note.pitch)},`))
      .map(({ note, name }) => `${note.id} ${pitchName(note.pitch)} → ${name}`);
    if (moved.length === expected) break;
    await page.waitForTimeout(250);
  }
  return moved;
}

/** Sampled JavaScript per frame or drag (total = the function and what it called), then by self time. */
function printFunctions(functions: ReturnType<Trace['functions']>, count: number, per: string) {
  const each = (value: number) => ms(value / Math.max(1, count));
  console.log(`    sampled JavaScript per ${per}:`);
  for (const entry of functions.slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 40)))
    console.log(`      total ${each(entry.total)}  self ${each(entry.self)}  ${entry.name}`);
  console.log('    by self time:');
  for (const entry of [...functions].sort((a, b) => b.self - a.self).slice(0, 20))
    console.log(`      self ${each(entry.self)}  ${entry.name}`);
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

async function run(baseUrl: string) {
  console.log(`load average (1/5/15 min) before: ${loadAverage()}`);
  const session = await openSignedInStudio(baseUrl);
  try {
    const song = benchSong();
    const id = await createProject(session, song);
    const { page, browser } = session;
    const open = async () => {
      await page.goto(`/en/studio/project/${id}`);
      await page.getByTestId('piano-roll').waitFor();
      await page.getByRole('listbox').getByRole('option').nth(499).waitFor({ state: 'attached' });
      // The editor renders the song in the voice worker as it opens: let it settle (the worker's CPU
      // during each gesture is printed).
      await page.waitForTimeout(3000);
    };
    await open();
    console.log(
      '4 tracks × 500 notes with lyrics, 3 minutes at 170 BPM; Chromium 1440×900, one wheel event per frame\n' +
        `gesture (${SECONDS} s each)                 fps  median frame   p95 frame   main-thread CPU/frame  worker CPU`,
    );
    const results: Record<string, ReturnType<typeof frameFigures>> = {};
    const frames: Record<string, number[]> = {};
    for (const gesture of Object.keys(GESTURES) as Gesture[]) await wheelFrames(page, gesture, 0.5); // warm-up
    const trace = await recordTrace(
      browser,
      page,
      async () => {
        for (const gesture of Object.keys(GESTURES) as Gesture[])
          frames[gesture] = await wheelFrames(page, gesture, SECONDS);
      },
      { profile: PROFILE },
    );
    if (TRACE_FILE)
      writeFileSync(TRACE_FILE.replace(/(\.json)?$/, '-gestures.json'), JSON.stringify({ traceEvents: trace.events }));
    for (const gesture of Object.keys(GESTURES) as Gesture[]) {
      const figures = frameFigures(frames[gesture]!);
      results[gesture] = figures;
      const from = trace.mark(`bench:${gesture}:start`);
      const to = trace.mark(`bench:${gesture}:end`);
      const main = trace.busy(trace.main, from, to);
      const worker = trace.workers.reduce((sum, thread) => sum + trace.busy(thread, from, to).cpu, 0);
      console.log(
        `${GESTURES[gesture].padEnd(36)}${figures.fps.toFixed(1).padStart(5)}  ${ms(figures.median)}   ${ms(figures.p95)}   ${ms(main.cpu / figures.frames)}              ${ms(worker)}`,
      );
      if (PROFILE) printFunctions(trace.functions([{ from, to }]), figures.frames, 'frame');
    }

    await open();
    await watchPointerUps(page);
    let moved: string[] = [];
    let back: string[] = [];
    const dragTrace = await recordTrace(
      browser,
      page,
      async () => {
        moved = await dragRound(page, song, -1);
        back = await dragRound(page, song, 1);
      },
      { profile: PROFILE },
    );
    if (TRACE_FILE) writeFileSync(TRACE_FILE, JSON.stringify({ traceEvents: dragTrace.events }));
    if (moved.length !== DRAGGED || back.length !== 0)
      throw new Error(`The drags did not move the notes: after the first round ${moved}; after the second ${back}`);
    const records = await page.evaluate(() => (window as unknown as { __dragCommits: DragRecord[] }).__dragCommits);
    // The first two drags warm up.
    const kept = records.slice(2);
    const work = kept.map((record) => record.work);
    const frame = kept.map((record) => record.frame);
    const ups = dragTrace.marks('bench:drag:up').slice(2);
    const painted = dragTrace.marks('bench:drag:painted').slice(2);
    const upTasks = dragTrace.inputTasks('pointerup').slice(2);
    const taskCpu = upTasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
    const toPaintCpu = ups.map((up, index) => {
      const start = upTasks[index]?.ts ?? up;
      return dragTrace.busy(dragTrace.main, start, painted[index] ?? start).cpu;
    });
    console.log(`note drag commit (${kept.length} drags after 2 for warm-up):`);
    console.log(
      `  pointer-up → editor work done:   median ${ms(percentile(work, 50))}, p95 ${ms(percentile(work, 95))} wall; ` +
        `pointer-up task CPU median ${ms(percentile(taskCpu, 50))}, p95 ${ms(percentile(taskCpu, 95))}`,
    );
    console.log(
      `  pointer-up → next frame painted: median ${ms(percentile(frame, 50))}, p95 ${ms(percentile(frame, 95))} wall; ` +
        `main-thread CPU until then median ${ms(percentile(toPaintCpu, 50))}, p95 ${ms(percentile(toPaintCpu, 95))}`,
    );
    if (PROFILE) {
      const spans = upTasks.map((task) => ({ from: task.ts, to: task.ts + (task.dur ?? 0) }));
      console.log('  pointer-up tasks:');
      printFunctions(dragTrace.functions(spans), upTasks.length, 'drag');
    }
    const fpsMet = Object.values(results).every((figures) => figures.fps >= FPS_TARGET);
    const commitMet = percentile(work, 50) <= COMMIT_TARGET_MS;
    console.log(
      `targets (wall clock): ≥ ${FPS_TARGET} fps scroll/zoom ${fpsMet ? 'met' : 'NOT met'}; drag commit ≤ ${COMMIT_TARGET_MS} ms ${commitMet ? 'met' : 'NOT met'}`,
    );
    console.log(`load average (1/5/15 min) after: ${loadAverage()}`);
  } finally {
    await session.browser.close();
  }
}

const url = process.argv[2];
if (url) await run(url);
else await withProductionServer(run);
