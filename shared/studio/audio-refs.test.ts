import { describe, expect, it } from 'vitest';
import { relinkAudio } from './audio-refs';
import { testAudioTrack, testClip } from './audio-track-test-helpers';
import { blankDocument } from './blank-document';
import type { AudioClip, ProjectDocument } from './document';

const OLD_A = '0f6b2c1e-8f3a-4c1d-9b7e-2a5d4c3b1a09';
const OLD_B = '1a2b3c4d-0000-4000-8000-000000000002';
const NEW_A = '9e9e9e9e-0000-4000-8000-00000000000a';

const clip = (id: string, audioId: string) => testClip({ id, audioId, name: id });

function songWith(...clips: AudioClip[][]): ProjectDocument {
  const doc = blankDocument({ title: 'Song', characterId: 'theo', trackName: 'Lead' });
  return Object.freeze({
    ...doc,
    audioTracks: clips.map((trackClips, index) => testAudioTrack(`audio-${index}`, trackClips, { name: 'Backing' })),
  });
}

describe('relinkAudio', () => {
  it('points every clip of a mapped recording at the new id (any case, any track) and names the old ids once', () => {
    const doc = songWith([clip('c1', OLD_A), clip('c2', OLD_B)], [clip('c3', OLD_A.toUpperCase())]);
    const { document, relinked } = relinkAudio(doc, { [OLD_A]: NEW_A, 'not-used': 'x' });
    expect(relinked).toEqual([OLD_A]);
    expect(document.audioTracks.flatMap((track) => track.clips.map((c) => c.audioId))).toEqual([NEW_A, OLD_B, NEW_A]);
    // The given document is left as it was.
    expect(doc.audioTracks[0]!.clips[0]!.audioId).toBe(OLD_A);
  });

  it('changes nothing without audio or without a mapping, and ignores inherited keys', () => {
    const empty = songWith();
    expect(relinkAudio(empty, { [OLD_A]: NEW_A })).toEqual({ document: empty, relinked: [] });
    const doc = songWith([clip('c1', 'constructor')]);
    expect(relinkAudio(doc, {}).relinked).toEqual([]);
    expect(relinkAudio(doc, {}).document).toEqual(doc);
  });
});
