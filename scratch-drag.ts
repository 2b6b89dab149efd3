import fs from 'node:fs';
import { initialViewport, noteRect } from './renderer/src/studio/editor/viewport';
import { startBenchServer } from './scripts/bench/server';
import { benchSong, createProject, openSignedInStudio } from './scripts/bench/studio-session';

const server = await startBenchServer({ LOG_LEVEL: 'error', RENDERER_DIR: '/tmp/e-bench-prof' });
const session = await openSignedInStudio(server.url);
try {
  const song = benchSong();
  const id = await createProject(session, song);
  const { page } = session;
  await page.goto(`/en/studio/project/${id}`);
  await page.getByTestId('piano-roll').waitFor();
  await page.waitForTimeout(1500);
  const box = (await page.getByTestId('piano-roll').boundingBox())!;
  const view = initialViewport(box.width, box.height);
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const note of song.tracks[0]!.notes.slice(1, 9)) {
    const rect = noteRect(view, note);
    const x = box.x + rect.x + rect.width / 2;
    const y = box.y + rect.y + view.rowHeight / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 1, y - 9, { steps: 2 });
    await page.mouse.move(x + 2, y - 18, { steps: 2 });
    await page.waitForTimeout(300);
    await cdp.send('Profiler.start');
    await page.mouse.up();
    await page.waitForTimeout(300);
    const { profile } = await cdp.send('Profiler.stop');
    const dt = profile.timeDeltas!;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    profile.samples!.forEach((s, i) => {
      const seen = new Set<string>();
      for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
        const n = byId.get(id)!;
        const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      }
      const n = byId.get(s)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    fs.writeFileSync('/tmp/e-bench-drag.cpuprofile', JSON.stringify(profile));
  }
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
  console.log('--- inclusive');
  for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 400)) console.log(v.toFixed(1).padStart(8), k);
} finally {
  await session.browser.close();
  await server.stop();
}
