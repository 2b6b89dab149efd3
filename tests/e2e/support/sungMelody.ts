import fs from 'node:fs';
import path from 'node:path';
import { blankDocument } from '../../../shared/studio/blank-document';
import { renderSong } from '../../../shared/studio/voice/render';
import { encodeWav } from '../../../shared/studio/voice/wav';

/** The melody the voice-tool journeys sing: E4 F#4 G#4 A4 B4 A4 G#4 E4, eighths at 120 BPM. */
export const SUNG_PITCHES = [64, 66, 68, 69, 71, 69, 68, 64];
const LYRICS = ['twin-', 'kle', 'lit-', 'tle', 'star', 'how', 'i', 'won'];

/** Where the global setup writes the sung WAV (the fake microphone plays it from there too). */
export function sungMelodyPath(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'sung-melody.wav');
}

/** Sings the melody with one of our voices (Oona) into a 44.1 kHz mono WAV. */
export async function writeSungMelody(file = sungMelodyPath()): Promise<void> {
  if (fs.existsSync(file)) return;
  const document = blankDocument({ title: 'sung', characterId: 'oona', trackName: 'sung' });
  document.tracks[0]!.notes = SUNG_PITCHES.map((pitch, index) => ({
    id: `n${index}`,
    tick: 480 + index * 240,
    duration: index === SUNG_PITCHES.length - 1 ? 480 : 240,
    pitch,
    lyric: LYRICS[index]!,
  }));
  const song = await renderSong(document, { sampleRate: 44100, margins: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, encodeWav([song.mix.left], 44100, 16));
}
