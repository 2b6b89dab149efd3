import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { openNewProject } from './support/studio';

const SHOTS = 'test-results/studio-screens';

for (const width of [1024, 1440]) {
  test(`every toolbar control is reachable at ${width} px and moving to Export leaves the editor in place`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(120_000);
    await openNewProject(page, 'Toolbar', 'toolbar');
    await page.setViewportSize({ width, height: 900 });
    const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
    const controls = [
      toolbar.getByRole('button', { name: 'Insert lyrics' }),
      toolbar.getByRole('button', { name: 'Import into project' }),
      toolbar.getByRole('button', { name: 'Export', exact: true }),
      toolbar.getByRole('button', { name: 'Keyboard shortcuts (?)' }),
    ];
    const bar = (await toolbar.boundingBox())!;
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
    }
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/toolbar-${width}-en.png` });

    const roll = page.getByTestId('piano-roll');
    const before = (await roll.boundingBox())!;
    const exportButton = controls[2]!;
    await toolbar.getByRole('button', { name: 'Import into project' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(exportButton).toBeFocused();
    const after = (await roll.boundingBox())!;
    expect(after.x).toBe(before.x);
    expect(after.y).toBe(before.y);
    const shifted = await page.evaluate(() => {
      const bars = document.querySelectorAll('[role="toolbar"]');
      return [...bars].some((node) => node.scrollLeft !== 0) || window.scrollX !== 0;
    });
    expect(shifted).toBe(false);
  });
}

test('the toolbars are one Tab stop each, their controls a press of an arrow apart: from Play to the roll in a few Tabs', async ({
  quietConsent: page,
}) => {
  test.setTimeout(120_000);
  await openNewProject(page, 'Tabs', 'tab-stops');
  const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
  const play = toolbar.getByRole('button', { name: 'Play', exact: true });
  await play.focus();
  // Along the toolbar with the arrows, Home and End; Tab leaves it.
  await page.keyboard.press('ArrowRight');
  await expect(play).not.toBeFocused();
  await page.keyboard.press('Home');
  await expect(play).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Keyboard shortcuts (?)' })).toBeFocused();
  await page.keyboard.press('Home');
  let presses = 0;
  const roll = page.getByTestId('piano-roll');
  while (presses < 40 && !(await roll.evaluate((canvas) => canvas === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  console.log(`Tab presses from Play to the roll: ${presses}`);
  expect(presses).toBeLessThanOrEqual(13);
  // A track's mute, solo and remove buttons are one stop too.
  const trackButtons = page.getByRole('toolbar', { name: /^Buttons of / }).first();
  await trackButtons.getByRole('button', { name: 'Mute' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(trackButtons.getByRole('button', { name: 'Solo' })).toBeFocused();
  // So is each row of the timeline: its + button and its markers.
  const tempoRow = page.getByRole('toolbar', { name: 'Tempo' });
  await tempoRow.getByRole('button', { name: 'Add a tempo change at the playhead' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tempoRow.getByTestId('tempo-marker')).toBeFocused();
  // Back into the toolbar with Shift+Tab lands on the control used last.
  await toolbar.getByRole('button', { name: 'Keyboard shortcuts (?)' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Keyboard shortcuts (?)' })).toBeFocused();
});
