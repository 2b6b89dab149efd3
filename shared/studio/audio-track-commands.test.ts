import { describe, expect, it } from 'vitest';
import { testAudioTrack, testClip } from './audio-track-test-helpers';
import { blankDocument } from './blank-document';
import { applyCommand, type Command } from './commands';
import type { ProjectDocument } from './document';
import { History } from './history';
import { openDocument } from './migrations';

const clip = testClip({ audioId: 'rec-1', name: 'Take 1', tick: 960, sourceDuration: 10, duration: 10 });
const audioTrack = testAudioTrack('audio-1', [], { name: 'Backing' });

function song(): ProjectDocument {
  return Object.freeze(blankDocument({ title: 'Song', characterId: 'theo', trackName: 'Lead' }));
}

/** Applies commands one by one, as the editor does. */
function run(doc: ProjectDocument, ...commands: Command[]): ProjectDocument {
  return commands.reduce((current, command) => applyCommand(current, command).document, doc);
}

describe('audio track commands', () => {
  it('add a track with a clip that the schema accepts, and undo leaves the song as it was', () => {
    const history = new History(song());
    history.execute({ type: 'addAudioTrack', track: audioTrack });
    history.execute({ type: 'addClip', trackId: 'audio-1', clip });
    expect(openDocument(JSON.parse(JSON.stringify(history.document))).ok).toBe(true);
    expect(history.document.audioTracks[0]!.clips).toEqual([clip]);
    history.undo();
    history.undo();
    expect(history.document).toEqual(song());
  });

  it('move, trim, fade and set the level of a clip within its recording, undoably', () => {
    const before = run(song(), { type: 'addAudioTrack', track: { ...audioTrack, clips: [clip] } });
    const edit: Command = {
      type: 'updateClip',
      trackId: 'audio-1',
      clipId: 'c1',
      changes: { tick: 0, offset: 4, duration: 20, fadeIn: 3, fadeOut: 9, gainDb: 40 },
    };
    const result = applyCommand(before, edit);
    // The trim cannot play past the recording's end, the fades fit the clip, the level stays in range.
    expect(result.document.audioTracks[0]!.clips[0]).toMatchObject({
      tick: 0,
      offset: 4,
      duration: 6,
      fadeIn: 3,
      fadeOut: 3,
      gainDb: 12,
    });
    expect(openDocument(JSON.parse(JSON.stringify(result.document))).ok).toBe(true);
    expect(applyCommand(result.document, result.inverse).document).toEqual(before);
  });

  it('keep track ids unique across voice and audio tracks, and ignore unknown ids', () => {
    const doc = song();
    expect(applyCommand(doc, { type: 'addAudioTrack', track: { ...audioTrack, id: doc.tracks[0]!.id } }).changed).toBe(
      false,
    );
    expect(applyCommand(doc, { type: 'addClip', trackId: 'nowhere', clip }).changed).toBe(false);
    expect(applyCommand(doc, { type: 'removeClip', trackId: 'nowhere', clipId: 'c1' }).changed).toBe(false);
  });

  it('mute, solo and remove an audio track', () => {
    const withTrack = run(song(), { type: 'addAudioTrack', track: audioTrack });
    const muted = applyCommand(withTrack, {
      type: 'updateAudioTrack',
      trackId: 'audio-1',
      changes: { mute: true, pan: 3 },
    });
    expect(muted.document.audioTracks[0]).toMatchObject({ mute: true, pan: 1 });
    const removed = applyCommand(muted.document, { type: 'removeAudioTrack', trackId: 'audio-1' });
    expect(removed.document.audioTracks).toEqual([]);
    expect(applyCommand(removed.document, removed.inverse).document).toEqual(muted.document);
  });
});
