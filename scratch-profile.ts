import fs from 'node:fs';
import { startBenchServer } from './scripts/bench/server';
import { benchSong, createProject, openSignedInStudio } from './scripts/bench/studio-session';

const server = await startBenchServer({ LOG_LEVEL: 'error' });
const session = await openSignedInStudio(server.url);
try {
  const id = await createProject(session, benchSong());
  const { page } = session;
  await page.goto(`/en/studio/project/${id}`);
  await page.getByTestId('piano-roll').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/e-bench-roll.png' });
  console.log(JSON.stringify(await page.getByTestId('piano-roll').boundingBox()));
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.evaluate(async () => {
    const canvas = document.querySelector('[data-testid="piano-roll"]')!;
    const box = canvas.getBoundingClientRect();
    for (let i = 0; i < 20; i++) {
      canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: box.left + 300, clientY: box.top + 300, shiftKey: true, deltaY: 60 }));
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/e-bench.cpuprofile', JSON.stringify(profile));
  // self time per function
  const self = new Map<string, number>();
  const dt = profile.timeDeltas!;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples!.forEach((s, i) => {
    const n = byId.get(s)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
} finally {
  await session.browser.close();
  await server.stop();
}
