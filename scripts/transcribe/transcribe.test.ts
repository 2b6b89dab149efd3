import { describe, expect, it } from 'vitest';
import { melodyTrack } from '../../shared/studio/analysis/melody-track';
import { noteF1 } from '../../shared/studio/analysis/note-f1';
import { transcribeMelody } from '../../shared/studio/analysis/transcribe';
import { blankDocument } from '../../shared/studio/blank-document';
import type { CharacterId } from '../../shared/studio/characters';
import { sequentialIds } from '../../shared/studio/notes';
import { renderSong } from '../../shared/studio/voice/render';
import { encodeWav } from '../../shared/studio/voice/wav';
import { nodeTranscriber } from '../voice/basic-pitch';
import { tuneNotes } from '../voice/fixtures';
import { AudioInputError, readAudio } from './read-audio';

/** The tune sung by a character at 120 BPM. */
function sungMelody(characterId: CharacterId, base: number) {
  const document = blankDocument({ title: 'melody', characterId, trackName: 'melody' });
  document.tracks[0]!.notes = tuneNotes(base);
  return document;
}

describe('audio-to-MIDI in Node', () => {
  it.each([
    ['theo', 52],
    ['oona', 64],
  ] as const)('hears the melody %s sings, note for note (F1 ≥ 0.9)', async (characterId, base) => {
    const document = sungMelody(characterId, base);
    const song = await renderSong(document, { sampleRate: 44100 });
    const wav = await readAudio(encodeWav([song.mix.left, song.mix.right], 44100));
    const melody = await transcribeMelody(await nodeTranscriber(), wav);
    const sung = document.tracks[0]!.notes.map((note) => ({
      onset: note.tick / 960 - song.startTime,
      offset: (note.tick + note.duration) / 960 - song.startTime,
      pitch: note.pitch,
    }));
    expect(noteF1(sung, melody)).toBeGreaterThanOrEqual(0.9);
    // Back into a song at the first bar, on a sixteenth grid: the sung pitches in order.
    const track = melodyTrack(document, melody, {
      trackId: 'heard',
      name: 'heard',
      characterId,
      language: 'en',
      atTick: 0,
      snap: '1/16',
      ids: sequentialIds(),
    });
    expect(track.notes.map((note) => note.pitch)).toEqual(sung.map((note) => note.pitch));
  });

  it('refuses a file that is neither WAV nor MP3, or a broken WAV', async () => {
    await expect(readAudio(new TextEncoder().encode('{"title":"not audio"}'))).rejects.toThrow(AudioInputError);
    await expect(readAudio(new TextEncoder().encode('RIFF\0\0\0\0WAVEjunk'))).rejects.toThrow(AudioInputError);
  });
});
