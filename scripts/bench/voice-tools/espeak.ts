/**
 * A voice that is not ours: espeak-ng syllables (la, na, ma…) moved by sox's `pitch` onto the notes
 * of a melody, each cut or padded with silence to the next note's onset and joined by sox. espeak-ng's
 * F0 and the result are measured with Praat, so the melody is checked, not assumed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TimedNote } from '../../../shared/studio/analysis/note-f1';
import { readWav } from './degrade';
import { type Melody, placeMelody } from './melodies';

const RATE = 22050;
const SYLLABLES = ['la', 'na', 'ma', 'lo', 'no', 'mo', 'lee', 'nee'];
/**
 * espeak-ng's own rate (words per minute). Slower takes would fill the long notes, but they stretch
 * l, n and m to 200 ms, which is not how anyone sings: a syllable shorter than its note is followed by silence.
 */
const SPEED = 175;
const LEAD_IN = 0.5;
const TAIL = 0.3;

/**
 * Per file of a list: median F0 (Hz), the centre of the first voiced frame and of the first frame
 * Praat can analyse (s; its window is three periods of the floor), with Praat's autocorrelation pitch.
 */
const PRAAT_SCRIPT = `form f0
  sentence list
  real floor
endform
files = Read Strings from raw text file: list$
n = Get number of strings
for i to n
  selectObject: files
  file$ = Get string: i
  sound = Read from file: file$
  pitch = To Pitch: 0.005, floor, 1000
  median = Get quantile: 0, 0, 0.5, "Hertz"
  frames = Get number of frames
  earliest = Get time from frame number: 1
  first = -1
  j = 1
  while first < 0 and j <= frames
    f = Get value in frame: j, "Hertz"
    if f <> undefined
      first = Get time from frame number: j
    endif
    j = j + 1
  endwhile
  appendInfoLine: fixed$(median, 2), " ", fixed$(first, 4), " ", fixed$(earliest, 4)
  removeObject: sound, pitch
endfor
`;

export interface EspeakVoice {
  /** espeak-ng's voice (-v). */
  voice: string;
  /** 'flat': SSML prosody range x-low (espeak's intonation nearly flat); 'speech': espeak's own intonation. */
  intonation: 'flat' | 'speech';
  /**
   * Praat's pitch floor (Hz) for the syllables: under the voice's F0 but over half of it, so that a
   * creaky voice's weaker alternate cycles (espeak-ng's roughness) are not taken for its F0.
   */
  floor: number;
}

export interface EspeakClip {
  samples: Float32Array;
  sampleRate: number;
  notes: Array<TimedNote & { lyric: string }>;
  /** Praat on each placed note: median F0 error against the note (cents) and where voicing starts after its onset. */
  centsErrors: number[];
  voicedAfterOnset: number[];
  /** Praat's first analysable frame in each note: voicing cannot be seen earlier. */
  earliestFrame: number[];
  /** Where each note's 10 ms RMS first reaches half (−6 dB) its peak: the vowel, after a quieter l, n or m. */
  loudAfterOnset: number[];
  /** Praat's median F0 of the syllables as espeak-ng said them. */
  sourceF0: number[];
}

function praat(
  dir: string,
  files: string[],
  floor: number,
): Array<{ median: number; first: number; earliest: number }> {
  const script = path.join(dir, 'f0.praat');
  fs.writeFileSync(script, PRAAT_SCRIPT);
  const list = path.join(dir, `list-${files.length}-${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(list, `${files.join('\n')}\n`);
  const output = execFileSync('praat', ['--run', script, list, String(floor)], { encoding: 'utf8' });
  return output
    .trim()
    .split('\n')
    .map((line) => {
      const [median, first, earliest] = line.trim().split(/\s+/).map(Number);
      return { median: median!, first: first!, earliest: earliest! };
    });
}

/** sox, quiet, its dither the same on every run (-R): the same clip every time. */
function sox(args: string[]) {
  execFileSync('sox', ['-R', '-V1', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** The melody sung by espeak-ng at `base`: reference notes start where each syllable starts (its leading silence trimmed). */
export function espeakMelody(melody: Melody, base: number, speaker: EspeakVoice, dir: string): EspeakClip {
  const work = fs.mkdtempSync(path.join(dir, `espeak-${melody.name}-`));
  const notes = placeMelody(melody, base);
  const secondsPerTick = 60 / (melody.bpm * 480);
  const firstTick = notes[0]!.tick;
  const reference = notes.map((note, index) => ({
    onset: LEAD_IN + (note.tick - firstTick) * secondsPerTick,
    offset: LEAD_IN + (note.tick + note.duration - firstTick) * secondsPerTick,
    pitch: note.pitch,
    lyric: SYLLABLES[index % SYLLABLES.length]!,
  }));

  // Every syllable, its silence trimmed at both ends (1 % of full scale).
  const takes = new Map<string, { file: string; f0: number }>();
  for (const syllable of SYLLABLES) {
    const raw = path.join(work, `${syllable}-raw.wav`);
    const text =
      speaker.intonation === 'flat' ? `<speak><prosody range="x-low">${syllable}</prosody></speak>` : syllable;
    execFileSync('espeak-ng', ['-v', speaker.voice, '-s', String(SPEED), '-m', '-w', raw, text]);
    const file = path.join(work, `${syllable}.wav`);
    sox([raw, file, 'silence', '1', '0.01', '1%', 'reverse', 'silence', '1', '0.01', '1%', 'reverse']);
    if (readWav(file).sampleRate !== RATE) throw new Error(`espeak-ng did not write ${RATE} Hz`);
    takes.set(syllable, { file, f0: 0 });
  }
  const measured = praat(
    work,
    SYLLABLES.map((syllable) => takes.get(syllable)!.file),
    speaker.floor,
  );
  SYLLABLES.forEach((syllable, index) => {
    takes.get(syllable)!.f0 = measured[index]!.median;
  });

  // Each note: a syllable moved to the note's pitch, cut or padded to the time to the next onset.
  const parts: string[] = [path.join(work, 'lead.wav')];
  // The rate and channels before -n are its input's: sox's null input is 48 kHz otherwise.
  sox(['-r', String(RATE), '-c', '1', '-n', '-b', '16', parts[0]!, 'trim', '0', `${Math.round(LEAD_IN * RATE)}s`]);
  const placed: string[] = [];
  notes.forEach((note, index) => {
    const start = Math.round(reference[index]!.onset * RATE);
    const end =
      index + 1 < notes.length
        ? Math.round(reference[index + 1]!.onset * RATE)
        : Math.round((reference[index]!.offset + TAIL) * RATE);
    const length = end - start;
    const take = takes.get(SYLLABLES[index % SYLLABLES.length]!)!;
    const target = 440 * 2 ** ((note.pitch - 69) / 12);
    const cents = 1200 * Math.log2(target / take.f0);
    const file = path.join(work, `note-${index}.wav`);
    // sox's pitch works at another rate inside the chain: `rate` brings it back before the sample counts.
    sox([
      take.file,
      file,
      'pitch',
      cents.toFixed(1),
      'rate',
      String(RATE),
      'trim',
      '0',
      `${length}s`,
      'pad',
      '0',
      `${length}s`,
      'trim',
      '0',
      `${length}s`,
      'fade',
      't',
      '0.005',
      `${length}s`,
      '0.02',
    ]);
    parts.push(file);
    placed.push(file);
  });
  const out = path.join(work, 'melody.wav');
  sox([...parts, out]);
  const wav = readWav(out);
  // The placed notes span more than an octave: the floor follows each note (two thirds of its pitch).
  const check = placed.map(
    (file, index) => praat(work, [file], (440 * 2 ** ((notes[index]!.pitch - 69) / 12)) / 1.5)[0]!,
  );
  const samples = wav.channels[0]!;
  const loudAfterOnset = reference.map((note, index) => {
    const start = Math.round(note.onset * RATE);
    const end = index + 1 < reference.length ? Math.round(reference[index + 1]!.onset * RATE) : samples.length;
    const window = Math.round(0.01 * RATE);
    const hop = Math.round(0.005 * RATE);
    const levels: number[] = [];
    for (let at = start; at + window <= end; at += hop) {
      let sum = 0;
      for (let k = at; k < at + window; k += 1) sum += samples[k]! ** 2;
      levels.push(Math.sqrt(sum / window));
    }
    const peak = Math.max(...levels);
    return (levels.findIndex((level) => level >= peak / 2) * hop + window / 2) / RATE;
  });
  return {
    loudAfterOnset,
    samples,
    sampleRate: wav.sampleRate,
    notes: reference,
    centsErrors: check.map(
      ({ median }, index) => 1200 * Math.log2(median / (440 * 2 ** ((notes[index]!.pitch - 69) / 12))),
    ),
    voicedAfterOnset: check.map(({ first }) => first),
    earliestFrame: check.map(({ earliest }) => earliest),
    sourceF0: [...takes.values()].map((take) => take.f0),
  };
}
