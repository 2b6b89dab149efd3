import { strToU8, zipSync } from 'fflate';
import type { Note, ProjectDocument, SongKey, TempoChange, TimeSignatureChange, Track } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { noteEnd } from '../notes';
import { barStartTick, fifthsToKey, keyToFifths, tickToBarBeat } from '../time';
import {
  decodeText,
  emptyCurves,
  encodeUtf8,
  finishImport,
  guarded,
  MAX_IMPORT_BYTES,
  newReport,
  readZip,
  startsWith,
} from './common';
import { type ExportResult, ImportError, type ImportedNote, type ImportedTrack, type ImportResult } from './types';
import { attr, child, children, escapeXml, kids, numberOf, parseXml, tagOf, text, type XmlNode } from './xml';

/**
 * MusicXML (score-partwise; .musicxml/.xml, and .mxl archives). Each part becomes a track, sung by
 * its first voice: notes, rests, ties (joined into one note), the first lyric line (a syllable with
 * <extend/> makes the notes after it that have no lyric "+", a melisma), divisions, tempo from
 * <sound tempo> or a metronome mark, time signatures and the first key. Chords, other voices,
 * grace notes and later key changes are counted in the summary.
 */
export function importMusicXml(bytes: Uint8Array): ImportResult {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportError('IMPORT_TOO_LARGE');
  const xml = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ? scoreFromMxl(bytes) : bytes;
  const { text: source } = decodeText(xml);
  const nodes = parseXml(source);
  return guarded(() => readScore(nodes));
}

/** The score inside a compressed .mxl: META-INF/container.xml names it, else the first XML file. */
function scoreFromMxl(bytes: Uint8Array): Uint8Array {
  const files = readZip(bytes);
  const container = files['META-INF/container.xml'];
  let path: string | undefined;
  if (container) {
    const root = parseXml(decodeText(container).text);
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
  path ??= Object.keys(files).find((name) => !name.startsWith('META-INF/') && /\.(musicxml|xml)$/i.test(name));
  const score = path ? files[path] : undefined;
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

function readScore(nodes: XmlNode[]): ImportResult {
  const root = nodes.find((node) => tagOf(node).startsWith('score-'));
  if (!root) throw new ImportError('IMPORT_CORRUPTED', 'no score element');
  if (tagOf(root) !== 'score-partwise') throw new ImportError('IMPORT_UNSUPPORTED', tagOf(root));
  const report = newReport();
  const title = text(child(child(root, 'work'), 'work-title')) || text(child(root, 'movement-title'));
  const partNames = new Map(
    children(child(root, 'part-list'), 'score-part').map((part) => [
      attr(part, 'id') ?? '',
      text(child(part, 'part-name')),
    ]),
  );
  const tempos: TempoChange[] = [];
  const timeSignatures: TimeSignatureChange[] = [];
  const tracks: ImportedTrack[] = [];
  let key: SongKey | undefined;

  children(root, 'part').forEach((part, partIndex) => {
    const first = partIndex === 0;
    let divisions = 1;
    let measureStart = 0;
    let firstVoice: string | undefined;
    let extending = false;
    const notes: ImportedNote[] = [];
    const ticks = (node: XmlNode | undefined) => (numberOf(node) * TICKS_PER_QUARTER) / divisions;

    for (const measure of children(part, 'measure')) {
      let cursor = measureStart;
      let furthest = measureStart;
      for (const element of kids(measure)) {
        switch (tagOf(element)) {
          case 'attributes': {
            const newDivisions = numberOf(child(element, 'divisions'));
            if (newDivisions > 0) divisions = newDivisions;
            const time = child(element, 'time');
            if (first && time && child(time, 'beats')) {
              timeSignatures.push({
                tick: Math.round(measureStart),
                numerator: Math.round(numberOf(child(time, 'beats'), 4)),
                denominator: Math.round(numberOf(child(time, 'beat-type'), 4)) as TimeSignatureChange['denominator'],
              });
            }
            const keyNode = child(element, 'key');
            if (first && keyNode && child(keyNode, 'fifths')) {
              const found = fifthsToKey(
                numberOf(child(keyNode, 'fifths')),
                text(child(keyNode, 'mode')) === 'minor' ? 'minor' : 'major',
              );
              if (!key) key = found;
              else if (found.tonic !== key.tonic || found.scale !== key.scale) report.drop('key_signatures');
            }
            break;
          }
          case 'direction': {
            if (!first) break;
            const at = cursor + ticks(child(element, 'offset'));
            const soundTempo = Number.parseFloat(attr(child(element, 'sound'), 'tempo') ?? '');
            if (Number.isFinite(soundTempo) && soundTempo > 0) {
              tempos.push({ tick: Math.round(at), bpm: soundTempo });
              break;
            }
            const metronome = child(child(element, 'direction-type'), 'metronome');
            const unit = BEAT_UNITS[text(child(metronome, 'beat-unit'))];
            const perMinute = numberOf(child(metronome, 'per-minute'));
            if (unit && perMinute > 0) {
              const dotted = child(metronome, 'beat-unit-dot') ? 1.5 : 1;
              tempos.push({ tick: Math.round(at), bpm: perMinute * unit * dotted });
            }
            break;
          }
          case 'sound': {
            const tempo = Number.parseFloat(attr(element, 'tempo') ?? '');
            if (first && Number.isFinite(tempo) && tempo > 0) tempos.push({ tick: Math.round(cursor), bpm: tempo });
            break;
          }
          case 'backup':
            cursor -= ticks(child(element, 'duration'));
            break;
          case 'forward':
            cursor += ticks(child(element, 'duration'));
            break;
          case 'note': {
            if (child(element, 'grace')) {
              report.drop('grace_notes');
              break;
            }
            const duration = ticks(child(element, 'duration'));
            const voice = text(child(element, 'voice')) || '1';
            const isRest = Boolean(child(element, 'rest'));
            if (child(element, 'chord')) {
              if (!isRest && voice === firstVoice) report.drop('chords');
              break;
            }
            if (!isRest) firstVoice ??= voice;
            if (voice !== firstVoice && !(isRest && firstVoice === undefined)) {
              if (!isRest) report.drop('extra_voices');
              cursor += duration;
              furthest = Math.max(furthest, cursor);
              break;
            }
            if (isRest) {
              extending = false;
            } else {
              readNote(element, cursor, duration);
            }
            cursor += duration;
            furthest = Math.max(furthest, cursor);
            break;
          }
          default:
            break;
        }
      }
      measureStart = Math.max(furthest, cursor);
    }

    function readNote(element: XmlNode, at: number, duration: number) {
      const pitchNode = child(element, 'pitch');
      const step = STEPS[text(child(pitchNode, 'step')).toUpperCase()];
      if (step === undefined) return;
      const pitch =
        (numberOf(child(pitchNode, 'octave'), 4) + 1) * 12 + step + Math.round(numberOf(child(pitchNode, 'alter')));
      const ties = [...children(element, 'tie'), ...children(child(element, 'notations'), 'tied')].map((tie) =>
        attr(tie, 'type'),
      );
      const previous = notes[notes.length - 1];
      if (
        ties.includes('stop') &&
        previous &&
        previous.pitch === pitch &&
        Math.abs(previous.tick + previous.duration - at) < 2
      ) {
        previous.duration = Math.round(at + duration) - previous.tick;
        return;
      }
      const lyrics = children(element, 'lyric');
      const lyric = lyrics.find((candidate) => (attr(candidate, 'number') ?? '1') === '1') ?? lyrics[0];
      const words = children(lyric, 'text').map(text).join('');
      let value = words;
      if (!lyric || !words) value = extending ? '+' : '';
      const extend = child(lyric, 'extend');
      if (lyric && words) extending = Boolean(extend) && attr(extend, 'type') !== 'stop';
      else if (extend && attr(extend, 'type') === 'stop') extending = false;
      const tick = Math.round(at);
      notes.push({ tick, duration: Math.round(at + duration) - tick, pitch, lyric: value });
    }

    const id = attr(part, 'id') ?? '';
    tracks.push({
      name: partNames.get(id) || `Part ${partIndex + 1}`,
      sourceIndex: partIndex,
      notes,
      curves: emptyCurves(),
    });
  });
  return finishImport('musicxml', { title, tempos, timeSignatures, tracks, key }, report);
}

const NOTE_TYPES: Array<[number, string]> = [
  [1920, 'whole'],
  [960, 'half'],
  [480, 'quarter'],
  [240, 'eighth'],
  [120, '16th'],
  [60, '32nd'],
  [30, '64th'],
];

/** <type> and <dot/> of a duration when it is a plain or dotted note value. */
function noteType(duration: number): string {
  for (const [ticks, name] of NOTE_TYPES) {
    if (duration === ticks) return `<type>${name}</type>`;
    if (duration === ticks * 1.5) return `<type>${name}</type><dot/>`;
  }
  return '';
}

function pitchXml(pitch: number): string {
  const names = ['C', 'C', 'D', 'D', 'E', 'F', 'F', 'G', 'G', 'A', 'A', 'B'];
  const alters = [0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0];
  const pitchClass = pitch % 12;
  const alter = alters[pitchClass] ? '<alter>1</alter>' : '';
  return `<pitch><step>${names[pitchClass]}</step>${alter}<octave>${Math.floor(pitch / 12) - 1}</octave></pitch>`;
}

const isMelisma = (lyric: string) => lyric === '+' || lyric === '-';

/**
 * MusicXML 4.0 partwise, one part per track, divisions 480 (durations are ticks). Notes across a
 * bar line are split and tied; gaps are rests; "+" notes carry no lyric and extend the syllable
 * before them. Curves, vibrato, phonemes and mixer settings have no place here (a warning says so).
 */
export function exportMusicXml(doc: ProjectDocument): ExportResult {
  const end = Math.max(1, ...doc.tracks.map((track) => (track.notes.length ? noteEnd(track.notes.at(-1)!) : 0)));
  const lastBar = tickToBarBeat(doc.timeSignatures, end - 1).bar;
  const bars = Array.from({ length: lastBar }, (_, index) => {
    const start = barStartTick(doc.timeSignatures, index + 1);
    return { start, end: barStartTick(doc.timeSignatures, index + 2) };
  });
  const partList = doc.tracks
    .map(
      (track, index) => `<score-part id="P${index + 1}"><part-name>${escapeXml(track.name)}</part-name></score-part>`,
    )
    .join('');
  const parts = doc.tracks.map(
    (track, index) => `<part id="P${index + 1}">${partMeasures(doc, track, bars, index === 0)}</part>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">',
    '<score-partwise version="4.0">',
    `<work><work-title>${escapeXml(doc.title)}</work-title></work>`,
    '<identification><encoding><software>Cantara</software></encoding></identification>',
    `<part-list>${partList}</part-list>`,
    ...parts,
    '</score-partwise>',
    '',
  ].join('\n');
  const lossy = doc.tracks.some(
    (track) =>
      track.curves.pitch.length ||
      track.curves.dynamics.length ||
      track.curves.breathiness.length ||
      track.notes.some((note) => note.vibrato || note.phonemes),
  );
  return { bytes: Uint8Array.from(encodeUtf8(xml)), warnings: lossy ? [{ code: 'PARAMETERS_NOT_EXPORTED' }] : [] };
}

function partMeasures(
  doc: ProjectDocument,
  track: Track,
  bars: Array<{ start: number; end: number }>,
  withTempo: boolean,
): string {
  const notes = track.notes;
  let noteIndex = 0;
  return bars
    .map((bar, barIndex) => {
      let xml = `<measure number="${barIndex + 1}">`;
      const signature = doc.timeSignatures.find((change) => change.tick === bar.start);
      if (barIndex === 0 || signature) {
        const time = signature ?? doc.timeSignatures[0]!;
        xml += '<attributes>';
        if (barIndex === 0) {
          xml += `<divisions>${TICKS_PER_QUARTER}</divisions><key><fifths>${keyToFifths(doc.key)}</fifths><mode>${doc.key.scale}</mode></key>`;
        }
        xml += `<time><beats>${time.numerator}</beats><beat-type>${time.denominator}</beat-type></time>`;
        if (barIndex === 0) xml += '<clef><sign>G</sign><line>2</line></clef>';
        xml += '</attributes>';
      }
      if (withTempo) {
        for (const tempo of doc.tempos.filter((change) => change.tick >= bar.start && change.tick < bar.end)) {
          const offset = tempo.tick - bar.start ? `<offset>${tempo.tick - bar.start}</offset>` : '';
          const bpm = Math.round(tempo.bpm * 1000) / 1000;
          xml += `<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>${bpm}</per-minute></metronome></direction-type>${offset}<sound tempo="${bpm}"/></direction>`;
        }
      }
      let cursor = bar.start;
      for (; noteIndex < notes.length; noteIndex += 1) {
        const note = notes[noteIndex]!;
        if (note.tick >= bar.end) break;
        if (noteEnd(note) <= bar.start) continue;
        const from = Math.max(note.tick, bar.start);
        const to = Math.min(noteEnd(note), bar.end);
        if (from > cursor) xml += rest(from - cursor);
        xml += noteXml(note, from, to, notes[noteIndex + 1]);
        cursor = to;
        if (noteEnd(note) > bar.end) break;
      }
      if (bar.end > cursor) xml += rest(bar.end - cursor);
      return `${xml}</measure>`;
    })
    .join('');
}

function rest(duration: number): string {
  return `<note><rest/><duration>${duration}</duration><voice>1</voice>${noteType(duration)}</note>`;
}

function noteXml(note: Note, from: number, to: number, next: Note | undefined): string {
  const startsHere = from === note.tick;
  const continues = to < noteEnd(note);
  const ties = `${startsHere ? '' : '<tie type="stop"/>'}${continues ? '<tie type="start"/>' : ''}`;
  const tied = `${startsHere ? '' : '<tied type="stop"/>'}${continues ? '<tied type="start"/>' : ''}`;
  let lyric = '';
  if (startsHere && !isMelisma(note.lyric) && note.lyric) {
    const extend = next && isMelisma(next.lyric) && next.tick === noteEnd(note) ? '<extend/>' : '';
    lyric = `<lyric number="1"><syllabic>single</syllabic><text>${escapeXml(note.lyric)}</text>${extend}</lyric>`;
  }
  return `<note>${pitchXml(note.pitch)}<duration>${to - from}</duration>${ties}<voice>1</voice>${noteType(to - from)}${tied ? `<notations>${tied}</notations>` : ''}${lyric}</note>`;
}

/** The same score as a compressed .mxl archive. */
export function exportMxl(doc: ProjectDocument): ExportResult {
  const score = exportMusicXml(doc);
  const container =
    '<?xml version="1.0" encoding="UTF-8"?>\n<container><rootfiles><rootfile full-path="score.musicxml" media-type="application/vnd.recordare.musicxml+xml"/></rootfiles></container>\n';
  const bytes = zipSync({
    mimetype: [strToU8('application/vnd.recordare.musicxml'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
    'score.musicxml': score.bytes,
  });
  return { bytes, warnings: score.warnings };
}
