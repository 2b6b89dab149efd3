import type { AudioClip, AudioTrack } from './document';

/** A clip for tests: a 4-second recording played whole from the song's start, unless told otherwise. */
export function testClip(overrides: Partial<AudioClip> = {}): AudioClip {
  return {
    id: 'c1',
    audioId: 'take',
    name: 'Take',
    tick: 0,
    sourceDuration: 4,
    offset: 0,
    duration: 4,
    gainDb: 0,
    fadeIn: 0,
    fadeOut: 0,
    ...overrides,
  };
}

/** An audio track for tests at unity gain, centred, neither muted nor soloed. */
export function testAudioTrack(id: string, clips: AudioClip[] = [], overrides: Partial<AudioTrack> = {}): AudioTrack {
  return { id, name: id, kind: 'audio', mute: false, solo: false, gainDb: 0, pan: 0, clips, ...overrides };
}
