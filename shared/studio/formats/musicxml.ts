import type { SongKey, TempoChange, TimeSignatureChange } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { barTicks, fifthsToKey } from '../time';
import { checkFileSize } from './budget';
import { emptyCurves, finishImport, guarded, newReport } from './common';
import { decodeText, xmlDeclaredEncoding } from './text-encoding';
import { ImportError, type ImportedNote, type ImportedTrack, type ImportReport, type ImportResult } from './types';
import { attr, child, children, kids, numberOf, parseXml, tagOf, text, type XmlNode } from './xml';
import { isZip, readZipEntries } from './zip';

/**
 * MusicXML (score-partwise; .musicxml/.xml, and .mxl archives), in UTF-8 or UTF-16 (with or
 * without a byte-order mark) or the encoding its declaration names. Each part becomes a track, sung
 * by its first voice: notes, rests, ties (joined into one note), one verse of lyrics (the lowest
 * numbered), divisions (so tuplets are exact), tempo from <sound tempo> or a metronome mark, time
 * signatures and the first key. A note without a syllable after a syllable with <extend/>, inside a
 * hyphenated word or under a slur holds that syllable ("+", a melisma). Of a chord the top note is
 * sung; a grace note's syllable goes to the note after it. A pickup bar is filled with a rest in
 * front. Other voices, grace notes, other verses and later key changes are counted in the summary.
 */
export function importMusicXml(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  const xml = isZip(bytes) ? scoreFromMxl(bytes) : bytes;
  const report = newReport();
  const decoded = decodeText(xml, xmlDeclaredEncoding(xml));
  report.encoding(decoded);
  const nodes = parseXml(decoded.text);
  if (!/<\/score-(partwise|timewise)>\s*$/.test(decoded.text.slice(-200))) report.warn('FILE_TRUNCATED');
  return guarded(() => readScore(nodes, report));
}

const CONTAINER = 'META-INF/container.xml';

/** The score inside a compressed .mxl: META-INF/container.xml names it, else the first XML file. */
function scoreFromMxl(bytes: Uint8Array): Uint8Array {
  // One pass over the archive: the container and every score candidate, within the unpacking cap.
  const files = readZipEntries(
    bytes,
    (name) => name === CONTAINER || (!name.startsWith('META-INF/') && /\.(musicxml|xml)$/i.test(name)),
  );
  const container = files.get(CONTAINER);
  let path: string | undefined;
  if (container) {
    const root = parseXml(decodeText(container, xmlDeclaredEncoding(container)).text);
    const find = (nodes: XmlNode[]): XmlNode | undefined => {
      for (const node of nodes) {
        if (tagOf(node) === 'rootfile') return node;
        const found = find(kids(node));
        if (found) return found;
      }
      return undefined;
    };
    path = attr(find(root), 'full-path');
  }
  path ??= [...files.keys()].find((name) => name !== CONTAINER);
  const score = path ? files.get(path) : undefined;
  if (!score) throw new ImportError('IMPORT_CORRUPTED', 'no score in the archive');
  return score;
}

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const BEAT_UNITS: Record<string, number> = {
  whole: 4,
  half: 2,
  quarter: 1,
  eighth: 0.5,
  '16th': 0.25,
  '32nd': 0.125,
};

function readScore(nodes: XmlNode[], report: ImportReport): ImportResult {
  const root = nodes.find((node) => tagOf(node).startsWith('score-'));
  if (!root) throw new ImportError('IMPORT_CORRUPTED', 'no score element');
  if (tagOf(root) !== 'score-partwise') throw new ImportError('IMPORT_UNSUPPORTED', tagOf(root));
  const title = text(child(child(root, 'work'), 'work-title')) || text(child(root, 'movement-title'));
  const partNames = new Map(
    children(child(root, 'part-list'), 'score-part').map((part) => [
      attr(part, 'id') ?? '',
      text(child(part, 'part-name')),
    ]),
  );
  const song: SongParts = { tempos: [], timeSignatures: [], key: undefined };
  const tracks = children(root, 'part').map((part, partIndex) => {
    const id = attr(part, 'id') ?? '';
    return {
      name: partNames.get(id) || `Part ${partIndex + 1}`,
      sourceIndex: partIndex,
      notes: readPart(part, partIndex === 0 ? song : undefined, report),
      curves: emptyCurves(),
    } satisfies ImportedTrack;
  });
  const { tempos, timeSignatures, key } = song;
  return finishImport('musicxml', { title, tempos, timeSignatures, tracks, key }, report);
}

/** What the first part says for the whole song. */
type SongParts = { tempos: TempoChange[]; timeSignatures: TimeSignatureChange[]; key: SongKey | undefined };

/** The verse a part sings: "1" when it has one, else its lowest numbered verse. */
function chosenVerse(part: XmlNode): string {
  const numbers = new Set<string>();
  for (const measure of children(part, 'measure')) {
    for (const note of children(measure, 'note')) {
      for (const lyric of children(note, 'lyric')) numbers.add(attr(lyric, 'number') ?? '1');
    }
  }
  if (numbers.has('1') || !numbers.size) return '1';
  return [...numbers].sort((a, b) => (Number.parseFloat(a) || 0) - (Number.parseFloat(b) || 0))[0]!;
}

type PendingNote = { element: XmlNode; at: number; duration: number; pitch: number };

/** The sung notes of one part (its first voice). `song` collects tempos, meter and key from the first part. */
function readPart(part: XmlNode, song: SongParts | undefined, report: ImportReport): ImportedNote[] {
  const verse = chosenVerse(part);
  let divisions = 1;
  let signature: Pick<TimeSignatureChange, 'numerator' | 'denominator'> = { numerator: 4, denominator: 4 };
  let measureStart = 0;
  let firstVoice: string | undefined;
  // Melisma state: the last sung note is followed directly (no rest) by the next one, and its
  // syllable is extended, inside a word, or under a slur.
  let previousSung = false;
  let extending = false;
  let inWord = false;
  const openSlurs = new Set<string>();
  let chord: PendingNote[] = [];
  let graceLyric: XmlNode | undefined;
  const notes: ImportedNote[] = [];
  const ticks = (node: XmlNode | undefined) => (numberOf(node) * TICKS_PER_QUARTER) / divisions;

  children(part, 'measure').forEach((measure, measureIndex) => {
    const firstNote = notes.length;
    const firstTempo = song?.tempos.length ?? 0;
    let cursor = measureStart;
    let furthest = measureStart;
    for (const element of kids(measure)) {
      const tag = tagOf(element);
      if (!(tag === 'note' && child(element, 'chord'))) flushChord();
      switch (tag) {
        case 'attributes':
          readAttributes(element, measureStart);
          break;
        case 'direction':
          if (song) readDirection(element, cursor + ticks(child(element, 'offset')));
          break;
        case 'sound': {
          const tempo = Number.parseFloat(attr(element, 'tempo') ?? '');
          if (song && Number.isFinite(tempo) && tempo > 0) song.tempos.push({ tick: Math.round(cursor), bpm: tempo });
          break;
        }
        case 'backup':
          cursor -= ticks(child(element, 'duration'));
          break;
        case 'forward':
          cursor += ticks(child(element, 'duration'));
          furthest = Math.max(furthest, cursor);
          break;
        case 'note':
          cursor = readNoteElement(element, cursor);
          furthest = Math.max(furthest, cursor);
          break;
        default:
          break;
      }
    }
    flushChord();
    const length = Math.max(furthest, cursor) - measureStart;
    const bar = barTicks(signature);
    if (measureIndex === 0 && attr(measure, 'implicit') === 'yes' && length > 0 && length < bar) {
      // A pickup: the project's bars all have the signature's length, so a rest fills the front.
      const shift = bar - length;
      for (const note of notes.slice(firstNote)) note.tick += shift;
      for (const tempo of song?.tempos.slice(firstTempo) ?? []) tempo.tick += shift;
      if (song) report.warn('PICKUP_PADDED');
      measureStart = bar;
    } else measureStart += length;
  });
  return notes;

  function readAttributes(element: XmlNode, at: number) {
    const newDivisions = numberOf(child(element, 'divisions'));
    if (newDivisions > 0) divisions = newDivisions;
    const time = child(element, 'time');
    if (time && child(time, 'beats')) {
      signature = {
        numerator: Math.round(numberOf(child(time, 'beats'), 4)),
        denominator: Math.round(numberOf(child(time, 'beat-type'), 4)) as TimeSignatureChange['denominator'],
      };
      song?.timeSignatures.push({ tick: Math.round(at), ...signature });
    }
    const keyNode = child(element, 'key');
    if (song && keyNode && child(keyNode, 'fifths')) {
      const found = fifthsToKey(
        numberOf(child(keyNode, 'fifths')),
        text(child(keyNode, 'mode')) === 'minor' ? 'minor' : 'major',
      );
      if (!song.key) song.key = found;
      else if (found.tonic !== song.key.tonic || found.scale !== song.key.scale) report.drop('key_signatures');
    }
  }

  function readDirection(element: XmlNode, at: number) {
    const soundTempo = Number.parseFloat(attr(child(element, 'sound'), 'tempo') ?? '');
    if (Number.isFinite(soundTempo) && soundTempo > 0) {
      song!.tempos.push({ tick: Math.round(at), bpm: soundTempo });
      return;
    }
    const metronome = child(child(element, 'direction-type'), 'metronome');
    const unit = BEAT_UNITS[text(child(metronome, 'beat-unit'))];
    const perMinute = numberOf(child(metronome, 'per-minute'));
    if (unit && perMinute > 0) {
      const dotted = child(metronome, 'beat-unit-dot') ? 1.5 : 1;
      song!.tempos.push({ tick: Math.round(at), bpm: perMinute * unit * dotted });
    }
  }

  /** One <note>; returns the cursor after it. */
  function readNoteElement(element: XmlNode, cursor: number): number {
    if (child(element, 'grace')) {
      report.drop('grace_notes');
      // A syllable written under a grace note is sung on the note it leads to.
      graceLyric ??= verseLyric(element);
      return cursor;
    }
    const duration = ticks(child(element, 'duration'));
    const voice = text(child(element, 'voice')) || '1';
    const isRest = Boolean(child(element, 'rest'));
    if (child(element, 'chord')) {
      const pitch = pitchOf(element);
      if (!isRest && voice === firstVoice && pitch !== undefined && chord.length) {
        chord.push({ element, at: chord[0]!.at, duration, pitch });
      }
      return cursor;
    }
    if (!isRest) firstVoice ??= voice;
    if (voice !== firstVoice && !(isRest && firstVoice === undefined)) {
      if (!isRest) report.drop('extra_voices');
      return cursor + duration;
    }
    const pitch = pitchOf(element);
    if (isRest || pitch === undefined) {
      previousSung = false;
      extending = false;
    } else chord = [{ element, at: cursor, duration, pitch }];
    return cursor + duration;
  }

  /** A chord (or single note) as its top note, with the first syllable any of its notes has. */
  function flushChord() {
    if (!chord.length) return;
    const top = chord.reduce((best, note) => (note.pitch > best.pitch ? note : best));
    report.drop('chords', chord.length - 1);
    for (const note of chord) {
      const lyrics = children(note.element, 'lyric');
      report.drop('other_verses', lyrics.filter((lyric) => (attr(lyric, 'number') ?? '1') !== verse).length);
    }
    const lyricNote = chord.find((note) => verseLyric(note.element)) ?? chord[0]!;
    singNote(top, lyricNote.element);
    chord = [];
  }

  function verseLyric(element: XmlNode): XmlNode | undefined {
    return children(element, 'lyric').find((lyric) => (attr(lyric, 'number') ?? '1') === verse);
  }

  function singNote({ element, at, duration, pitch }: PendingNote, lyricElement: XmlNode) {
    const ties = [...children(element, 'tie'), ...children(child(element, 'notations'), 'tied')].map((tie) =>
      attr(tie, 'type'),
    );
    const slurs = children(child(element, 'notations'), 'slur');
    const previous = notes[notes.length - 1];
    const tick = Math.round(at);
    const end = Math.round(at + duration);
    if (
      ties.includes('stop') &&
      previous &&
      previous.pitch === pitch &&
      Math.abs(previous.tick + previous.duration - tick) < 2
    ) {
      previous.duration = end - previous.tick;
      closeSlurs(slurs);
      previousSung = true;
      return;
    }
    const lyric = verseLyric(lyricElement) ?? graceLyric;
    graceLyric = undefined;
    const words = children(lyric, 'text').map(text).join('');
    let value = words;
    if (!words) {
      const holds = previousSung && (extending || inWord || openSlurs.size > 0);
      value = holds ? '+' : '';
      if (holds) report.change('melismas');
    } else {
      const syllabic = text(child(lyric, 'syllabic'));
      inWord = syllabic === 'begin' || syllabic === 'middle';
    }
    const extend = child(lyric, 'extend');
    if (words) extending = Boolean(extend) && attr(extend, 'type') !== 'stop';
    else if (extend && attr(extend, 'type') === 'stop') extending = false;
    for (const slur of slurs) if (attr(slur, 'type') === 'start') openSlurs.add(attr(slur, 'number') ?? '1');
    closeSlurs(slurs);
    notes.push({ tick, duration: end - tick, pitch, lyric: value });
    previousSung = true;
  }

  function closeSlurs(slurs: XmlNode[]) {
    for (const slur of slurs) if (attr(slur, 'type') === 'stop') openSlurs.delete(attr(slur, 'number') ?? '1');
  }
}

function pitchOf(element: XmlNode): number | undefined {
  const pitchNode = child(element, 'pitch');
  const step = STEPS[text(child(pitchNode, 'step')).toUpperCase()];
  if (step === undefined) return undefined;
  return (numberOf(child(pitchNode, 'octave'), 4) + 1) * 12 + step + Math.round(numberOf(child(pitchNode, 'alter')));
}
