/**
 * The README's spectrograms: "Twinkle" in each language (scripts/voice/songs) sung by the engine,
 * and for English the same words spoken by espeak-ng (a rule-based formant synthesizer) beside it.
 * Needs Debian's sox and espeak-ng.
 *
 *   npx tsx scripts/voice/spectrograms.ts      → docs/voice-{en,ko,ja}.png, docs/voice-en-espeak.png
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDocument } from '../../shared/studio/migrations';
import { renderSong } from '../../shared/studio/voice/render';
import { encodeWav } from '../../shared/studio/voice/wav';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATE = 44100;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-spectrograms-'));

/** A sox spectrogram of 0–8 kHz (the band a listener and a recogniser read words in), 80 dB range. */
function spectrogram(wav: string, png: string, title: string) {
  execFileSync(
    'sox',
    [wav, '-n', 'remix', '-', 'rate', '16k', 'spectrogram', '-x', '1400', '-y', '400', '-z', '80'].concat([
      '-t',
      title,
      '-o',
      png,
    ]),
  );
  console.log(`${path.relative(ROOT, png)}: ${title}`);
}

for (const language of ['en', 'ko', 'ja'] as const) {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/voice/songs', `twinkle-${language}.json`), 'utf8'));
  const opened = openDocument(raw);
  if (!opened.ok) throw new Error(opened.message);
  const track = opened.document.tracks[0]!;
  const rendered = await renderSong(opened.document, { sampleRate: RATE, margins: true });
  const wav = path.join(work, `${language}.wav`);
  fs.writeFileSync(wav, encodeWav([rendered.mix.left], RATE, 16));
  const words = track.notes
    .map((note) => note.lyric)
    .join(' ')
    .replace(/- /g, '');
  // sox's title font has no Hangul or kana: the words are named for English only.
  const title = `Cantara, ${track.characterId} (${language}): ${language === 'en' ? words : opened.document.title}`;
  spectrogram(wav, path.join(ROOT, 'docs', `voice-${language}.png`), title);
  if (language === 'en') {
    const spoken = path.join(work, 'espeak.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', spoken, words]);
    spectrogram(spoken, path.join(ROOT, 'docs', 'voice-en-espeak.png'), `espeak-ng (spoken, en-us): ${words}`);
  }
}
fs.rmSync(work, { recursive: true });
