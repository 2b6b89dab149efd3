/**
 * The voice changer's figures: 14 English sentences sung by theo are sung again by other characters
 * (transposed to the centre of each one's range) through the studio's voice changer; then
 * scripts/bench/voice_changer.py measures input and output with Praat (F0, F1, F2) and pocketsphinx
 * (grammar WER and sentence pick, as the diction bench does). Targets: F0 within 20 cents (median)
 * of the input's after transposition; F1 and F2 moved by the character's vocal-tract scale ±10 %;
 * WER no more than 10 points worse than the input's; real-time factor ≤ 0.2. Beside each transposed voice, the
 * input moved to the same pitch by Praat's PSOLA with its formants kept: how much of the WER the pitch alone
 * costs this recogniser, whoever sings. Needs praat, pocketsphinx.
 *
 *   npx tsx scripts/bench/voice-changer.bench.ts      (VOICE_CHARACTERS=oona,lica limits the voices)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeVoice } from '../../shared/studio/analysis/voice-change';
import type { CharacterId } from '../../shared/studio/characters';
import { presetFor } from '../../shared/studio/voice/engines/formant/presets';
import { VOICE_RANGES } from '../../shared/studio/voice/ranges';
import { renderSong } from '../../shared/studio/voice/render';
import { encodeWav } from '../../shared/studio/voice/wav';
import { song } from '../voice/fixtures';
import { SENTENCES, sentenceNotes } from './voice-diction/sentences';

const SR = 44100;
const SOURCE: CharacterId = 'theo';
const TARGETS = (process.env.VOICE_CHARACTERS?.split(',') ?? ['oona', 'lica', 'kyle', 'otis', 'hodo']) as CharacterId[];
const centre = (id: CharacterId) => Math.round((VOICE_RANGES[id].low + VOICE_RANGES[id].high) / 2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-changer-'));

const input: Array<{ file: string; samples: Float32Array }> = [];
for (const [index, sentence] of SENTENCES.entries()) {
  const rendered = await renderSong(song(SOURCE, 'en', sentenceNotes(sentence, centre(SOURCE) - 2)), {
    sampleRate: SR,
    margins: true,
  });
  const file = path.join(dir, `input-${index}.wav`);
  fs.writeFileSync(file, encodeWav([rendered.mix.left], SR, 16));
  input.push({ file, samples: rendered.mix.left });
}

let seconds = 0;
let audio = 0;
const voices = TARGETS.map((character) => {
  const transpose = centre(character) - centre(SOURCE);
  const files = input.map((take, index) => {
    const began = performance.now();
    const sung = changeVoice(take.samples, SR, { character, transpose });
    seconds += (performance.now() - began) / 1000;
    audio += take.samples.length / SR;
    const file = path.join(dir, `${character}-${index}.wav`);
    fs.writeFileSync(file, encodeWav([sung], SR, 16));
    return file;
  });
  return { character, transpose, scale: presetFor(character).formantScale, files };
});
const rtf = seconds / audio;
const manifestFile = path.join(dir, 'manifest.json');
fs.writeFileSync(manifestFile, JSON.stringify({ sentences: SENTENCES, input: input.map((take) => take.file), voices }));
const figures = JSON.parse(
  execFileSync('python3', [path.join(import.meta.dirname, 'voice_changer.py'), manifestFile], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  }),
) as {
  input: { grammarWer: number; pickRate: number };
  voices: Record<
    string,
    {
      centsMedian: number;
      f1Ratio: number;
      f2Ratio: number;
      scale: number;
      grammarWer: number;
      pickRate: number;
      /** The input moved to the same pitch by Praat's PSOLA, formants kept (null when not transposed). */
      psolaWer: number | null;
      psolaPick: number | null;
    }
  >;
};

const f = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');
let misses = 0;
const check = (ok: boolean) => {
  if (!ok) misses += 1;
  return mark(ok);
};
console.log(
  `Voice changer: ${SENTENCES.length} sentences sung by ${SOURCE}, sung again by ${TARGETS.join(', ')} (renders in ${dir})`,
);
console.log(
  `  input (${SOURCE}): grammar WER ${f(figures.input.grammarWer)} %, sentence pick ${f(figures.input.pickRate)} %`,
);
for (const voice of voices) {
  const measured = figures.voices[voice.character]!;
  const f1 = measured.f1Ratio / voice.scale;
  const f2 = measured.f2Ratio / voice.scale;
  console.log(
    `  ${voice.character.padEnd(5)} transpose ${String(voice.transpose).padStart(3)} · F0 off by ${f(measured.centsMedian)} cents (≤ 20) ${check(measured.centsMedian <= 20)}` +
      ` · F1 ×${f(measured.f1Ratio, 2)}, F2 ×${f(measured.f2Ratio, 2)} against the scale ×${voice.scale} (±10 %) ${check(Math.abs(f1 - 1) <= 0.1 && Math.abs(f2 - 1) <= 0.1)}` +
      ` · grammar WER ${f(measured.grammarWer)} % (≤ input + 10) ${check(measured.grammarWer <= figures.input.grammarWer + 10)}, pick ${f(measured.pickRate)} %` +
      (measured.psolaWer === null
        ? ''
        : ` · the input at the same pitch by Praat's PSOLA (formants kept): WER ${f(measured.psolaWer)} %, pick ${f(measured.psolaPick ?? Number.NaN)} %`),
  );
}
console.log(`  real-time factor ${f(rtf, 3)} (≤ 0.2) ${check(rtf <= 0.2)}`);
process.exitCode = misses ? 1 : 0;
