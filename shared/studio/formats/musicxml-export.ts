import { strToU8, zipSync } from 'fflate';
import type { Note, ProjectDocument, Track } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { noteEnd } from '../notes';
import { barStartTick, keyToFifths, tickToBarBeat } from '../time';
import { encodeUtf8 } from './common';
import { parametersNotExported } from './export-warnings';
import type { ExportResult } from './types';
import { escapeXml } from './xml';

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
  return { bytes: Uint8Array.from(encodeUtf8(xml)), warnings: parametersNotExported(doc) };
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
