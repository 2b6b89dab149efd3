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
  console.log(await page.evaluate(() => {
    const out: string[] = [];
    let el: Element | null = document.querySelector('[data-testid="piano-roll"]');
    while (el) { const r = el.getBoundingClientRect(); out.push(`${el.tagName}.${el.className} ${Math.round(r.width)}x${Math.round(r.height)} ${getComputedStyle(el).height}`); el = el.parentElement; }
    const list = document.querySelector('[data-testid="note-list"]')!; const r = list.getBoundingClientRect(); out.push(`list ${r.height}`);
    out.push(`doc ${document.documentElement.scrollHeight}`);
    return out.join('\n');
  }));
} finally {
  await session.browser.close();
  await server.stop();
}
