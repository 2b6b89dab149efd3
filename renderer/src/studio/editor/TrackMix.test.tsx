// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackPatch } from '../../../../shared/studio/commands';
import { TrackMix } from './TrackMix';

afterEach(cleanup);

/** The mix controls of one track whose document the test moves by hand (a commit "lands" on rerender). */
function mixer(gainDb: number) {
  const updates: TrackPatch[] = [];
  const onUpdate = (_trackId: string, changes: TrackPatch) => updates.push(changes);
  const view = render(<TrackMix track={{ id: 't1', gainDb, pan: 0 }} onUpdate={onUpdate} />);
  const volume = screen.getByTestId('track-volume') as HTMLInputElement;
  const land = (documentGain: number) =>
    view.rerender(<TrackMix track={{ id: 't1', gainDb: documentGain, pan: 0 }} onUpdate={onUpdate} />);
  const press = (value: number) => fireEvent.change(volume, { target: { value: String(value) } });
  return { updates, volume, land, press, release: () => fireEvent.keyUp(volume) };
}

describe('track volume', () => {
  it('keeps a key pressed while the previous step was still being saved, and commits it', () => {
    const mix = mixer(0);
    mix.press(-0.5);
    mix.release();
    expect(mix.updates).toEqual([{ gainDb: -0.5 }]);
    mix.press(-1); // the next press, before the first commit comes back
    mix.land(-0.5);
    expect(mix.volume.value).toBe('-1');
    mix.release();
    expect(mix.updates).toEqual([{ gainDb: -0.5 }, { gainDb: -1 }]);
  });

  it('follows the document when it changes for another reason (an undo)', () => {
    const mix = mixer(0);
    mix.press(-0.5);
    mix.release();
    mix.land(-0.5);
    mix.land(0);
    expect(mix.volume.value).toBe('0');
    mix.land(-0.5); // redo
    expect(mix.volume.value).toBe('-0.5');
  });
});
