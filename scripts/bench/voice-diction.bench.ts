/**
 * Diction of the voice, measured as a listener hears it with tools nobody here wrote: renders
 * 14 everyday English sentences (one syllable per note) with every character, the same sentences
 * by espeak-ng, sustained vowels, "sun", a loudness score and Korean and Japanese consonant-only
 * syllable sets; then scripts/bench/voice_diction.py measures them (pocketsphinx en-us, Praat,
 * librosa MFCC + DTW, ffmpeg ebur128). Needs `pip install pocketsphinx librosa soundfile`, and
 * Debian's praat, espeak-ng, ffmpeg. Slow (a few minutes): not part of CI.
 *
 *   npx tsx scripts/bench/voice-diction.bench.ts       (VOICE_CHARACTERS=theo,augu limits the voices)
 *
 * VOICE_QUICK=1 skips the Korean/Japanese syllable sets and the plain decoder (VOICE_PLAIN=0 the plain decoder only,
 * VOICE_SENTENCES=6 sings the first sentences only: a quick loop); VOICE_INTELLIGIBILITY=theo,oona
 * runs pocketsphinx (the slow part, minutes per voice on a loaded machine) for those voices only. The renders
 * stay in the printed directory: `python3 scripts/bench/voice_diction.py <dir>/manifest.json` measures again.
 * VOICE_PITCH_REFERENCE=1 adds espeak-ng's sentences moved (Praat PSOLA) to each voice's pitch, and also slowed to
 * its tempo: is a voice hard to understand because it sings high or slow, or because of how it sings?
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../../shared/languages';
import { type CharacterId, STUDIO_CHARACTERS } from '../../shared/studio/characters';
import type { Note } from '../../shared/studio/document';
import { VOICE_RANGES } from '../../shared/studio/voice/ranges';
import { renderSong } from '../../shared/studio/voice/render';
import { encodeWav } from '../../shared/studio/voice/wav';
import { song } from '../voice/fixtures';
import { SENTENCES, sentenceNotes } from './voice-diction/sentences';

const SR = 44100;
const KOREAN = [...'가나다라마바사아자차카타파하까따빠싸짜', ...'고노도로모보소오조초코토포호꼬또뽀쏘쪼'];
const JAPANESE = [...'あかさたなはまやらわがざだばぱ', ...'おこそとのほもよろごぞどぼぽ'];

// VOICE_SENTENCES=6: only the first sentences are sung (grammar and closed set still span all 14): a quick loop.
const sung = SENTENCES.slice(0, Number(process.env.VOICE_SENTENCES) || SENTENCES.length);
const only = process.env.VOICE_CHARACTERS?.split(',').filter(Boolean);
const wanted = only?.length ? only : undefined;
const characters = STUDIO_CHARACTERS.filter((character) => !wanted || wanted.includes(character.id));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-diction-'));
let renderSeconds = 0;
let audioSeconds = 0;

const middle = (id: CharacterId) => Math.round((VOICE_RANGES[id].low + VOICE_RANGES[id].high) / 2);

/** Renders one document to a WAV; returns the path and the note spans (song seconds). */
async function write(name: string, document: ReturnType<typeof song>): Promise<{ file: string; spans: number[][] }> {
  const began = performance.now();
  // As the render command writes files: the lead-in before the first bar, the release after the last note.
  const rendered = await renderSong(document, { sampleRate: SR, margins: true });
  renderSeconds += (performance.now() - began) / 1000;
  audioSeconds += rendered.duration;
  const file = path.join(dir, `${name}.wav`);
  fs.writeFileSync(file, encodeWav([rendered.mix.left, rendered.mix.right], SR, 16));
  const spans = document.tracks[0]!.notes.map((note) => [
    note.tick / 960 - rendered.startTime,
    (note.tick + note.duration) / 960 - rendered.startTime,
  ]);
  return { file, spans };
}

/** One note half a second into the song (room for its consonants before it). */
function single(lyric: string, pitch: number, seconds: number): Array<Omit<Note, 'id'>> {
  return [{ tick: 480, duration: Math.round(seconds * 960), pitch, lyric }];
}

const manifest = {
  sentences: SENTENCES,
  espeak: [] as string[],
  espeakSun: '',
  voices: [] as Array<Record<string, unknown>>,
  sine: { path: '', f0: 220 },
  syllables: {} as Record<
    string,
    { labels: string[]; sung: string[]; templates: string[]; singer: string; templateSinger: string }
  >,
};

for (const [index, sentence] of sung.entries()) {
  const file = path.join(dir, `espeak-${index}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, sentence.replace(/-/g, '')]);
  manifest.espeak.push(file);
}
manifest.espeakSun = path.join(dir, 'espeak-sun.wav');
execFileSync('espeak-ng', ['-v', 'en-us', '-w', manifest.espeakSun, 'sun']);

const speed: string[] = [];
for (const character of characters) {
  const id = character.id;
  const center = middle(id) - 2;
  const before = { render: renderSeconds, audio: audioSeconds };
  const sentences = [];
  for (const [index, sentence] of sung.entries()) {
    sentences.push(await write(`${id}-s${index}`, song(id, 'en', sentenceNotes(sentence, center))));
  }
  const sustained = await write(`${id}-ah`, song(id, 'en', single('ah', middle(id), 2.5)));
  const sun = await write(`${id}-sun`, song(id, 'en', single('sun', middle(id), 0.8)));
  const level = await write(`${id}-level`, song(id, 'en', sentenceNotes('we ate fresh bread for lunch', 57)));
  speed.push(`${id} ${((renderSeconds - before.render) / (audioSeconds - before.audio)).toFixed(4)}`);
  manifest.voices.push({
    character: id,
    f0: 440 * 2 ** ((middle(id) - 69) / 12),
    sentences: sentences.map((entry) => entry.file),
    noteSpans: sentences.map((entry) => entry.spans),
    sustained: sustained.file,
    sun: sun.file,
    loudness: level.file,
  });
}

// A pure sine with perfectly regular vibrato: the floor of the vibrato-rate variation figure.
{
  const length = SR * 2.5;
  const samples = new Float32Array(length);
  let phase = 0;
  for (let index = 0; index < length; index += 1) {
    const cents = 30 * Math.sin((2 * Math.PI * 5.5 * index) / SR);
    phase += (220 * 2 ** (cents / 1200)) / SR;
    samples[index] = 0.3 * Math.sin(2 * Math.PI * phase);
  }
  manifest.sine.path = path.join(dir, 'sine.wav');
  fs.writeFileSync(manifest.sine.path, encodeWav([samples], SR, 16));
}

async function syllableSet(language: Language, labels: string[], singer: CharacterId, templateSinger: CharacterId) {
  const sung: string[] = [];
  const templates: string[] = [];
  for (const [index, label] of labels.entries()) {
    sung.push(
      (await write(`${language}-${singer}-${index}`, song(singer, language, single(label, middle(singer), 0.5)))).file,
    );
    templates.push(
      (
        await write(
          `${language}-${templateSinger}-${index}`,
          song(templateSinger, language, single(label, middle(templateSinger), 0.5)),
        )
      ).file,
    );
  }
  manifest.syllables[language] = { labels, sung, templates, singer, templateSinger };
}
// VOICE_QUICK=1: English only (a quick look while tuning).
if (!process.env.VOICE_QUICK) {
  await syllableSet('ko', KOREAN, 'hodo', 'siae');
  await syllableSet('ja', JAPANESE, 'nime', 'kaya');
}

const manifestFile = path.join(dir, 'manifest.json');
fs.writeFileSync(manifestFile, JSON.stringify(manifest));
console.log(`Rendered into ${dir}; real-time factor per voice (Node, render only): ${speed.join(', ')}`);
const output = execFileSync('python3', [path.join(import.meta.dirname, 'voice_diction.py'), manifestFile], {
  encoding: 'utf8',
  maxBuffer: 64 << 20,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const figures = JSON.parse(output.trim().split('\n').at(-1)!);
const f = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

console.log('\nIntelligibility (pocketsphinx en-us; 14 sentences, grammar of N words over the vocabulary):');
console.log(
  `  espeak-ng: grammar WER ${f(figures.espeak.grammarWer)} %, sentence pick ${f(figures.espeak.pickRate)} %, plain WER ${f(figures.espeak.plainWer)} %, LTAS 2–4k vs 0–1k ${f(figures.espeak.ltas)} dB, /s/ vs vowel ${f(figures.espeak.s)} dB`,
);
console.log(
  '  voice  grammarWER  pick  plainWER | LTAS(dB) s-vs-vowel(dB) | HNR(dB) jitter% shimmer% F3 F4 vibratoCV% | start/end dBFS zeroNotes LUFS',
);
const lufs: number[] = [];
for (const [id, v] of Object.entries(figures.voices) as Array<[string, Record<string, number>]>) {
  if (typeof v.lufs === 'number') lufs.push(v.lufs);
  console.log(
    `  ${id}   ${f(v.grammarWer)}   ${f(v.pickRate)}   ${f(v.plainWer)} | ${f(v.ltas)}  ${f(v.s)} | ${f(v.hnr)}  ${f(v.jitter, 2)}  ${f(v.shimmer, 2)}  ${f(v.f3, 0)} ${f(v.f4, 0)}  ${f(v.vibratoRateCv)} | ${f(v.startDb)}/${f(v.endDb)}  ${v.zeroNotes}  ${f(v.lufs)}`,
  );
}
// VOICE_PITCH_REFERENCE=1: espeak-ng's sentences moved by Praat to each voice's pitch, and also slowed to the voice's
// tempo, beside the voice: what pitch and tempo cost, whatever sings.
type Reference = { grammarWer: number; pickRate: number; stretch?: number };
for (const [id, v] of Object.entries(figures.voices) as Array<[string, Record<string, Reference | undefined>]>) {
  const atPitch = v.espeakAtPitch;
  const atTempo = v.espeakAtPitchAndTempo;
  if (atPitch)
    console.log(`  espeak-ng at ${id}'s pitch: grammar WER ${f(atPitch.grammarWer)} %, pick ${f(atPitch.pickRate)} %`);
  if (atTempo)
    console.log(
      `  espeak-ng at ${id}'s pitch and tempo (×${f(atTempo.stretch, 2)} slower): grammar WER ${f(atTempo.grammarWer)} %, pick ${f(atTempo.pickRate)} %`,
    );
}
const mean = (values: Array<number | undefined | null>) => {
  const known = values.filter((value): value is number => typeof value === 'number');
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : Number.NaN;
};
const voices = Object.values(figures.voices) as Array<Record<string, number>>;
console.log(
  `  mean: grammar WER ${f(mean(voices.map((v) => v.grammarWer)))} %, pick ${f(mean(voices.map((v) => v.pickRate)))} %, plain WER ${f(mean(voices.map((v) => v.plainWer)))} %`,
);
console.log(`  loudness spread: ${f(Math.max(...lufs) - Math.min(...lufs))} LU (target ≤ 2, i.e. ±1 LU)`);
console.log(
  `  pure sine with regular vibrato: vibrato rate CV ${f(figures.sine.vibratoRateCv)} %, HNR ${f(figures.sine.hnr)} dB`,
);
console.log('\nClosed-set syllables (MFCC + DTW, templates from another character):');
for (const [language, test] of Object.entries(figures.syllables) as Array<
  [string, { rate: number; singer: string; templateSinger: string; confusions: string[] }]
>) {
  console.log(
    `  ${language}: ${f(test.rate)} % (${test.singer} vs templates by ${test.templateSinger}); confusions: ${test.confusions.join(' ')}`,
  );
}
fs.writeFileSync(path.join(dir, 'figures.json'), JSON.stringify(figures, null, 2));
console.log(`\nFigures: ${path.join(dir, 'figures.json')}`);
