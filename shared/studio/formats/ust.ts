import type { ProjectDocument, TempoChange, Track } from '../document';
import { noteEnd } from '../notes';
import { tempoAt } from '../time';
import { Counter, checkFileSize, IMPORT_LIMITS } from './budget';
import { emptyCurves, encodeShiftJis, encodeUtf8, finishImport, guarded, newReport } from './common';
import { decodeText } from './text-encoding';
import { type ExportResult, ImportError, type ImportedNote, type ImportResult } from './types';
import { readUtauLyric } from './utau-lyrics';

/**
 * UTAU sequence text (.ust): INI-like sections [#VERSION], [#SETTING], [#0000]… [#TRACKEND] with
 * Length (ticks at 480 per quarter), Lyric, NoteNum and per-note Tempo. Shift-JIS (UTAU), UTF-8
 * (OpenUtau, or "Charset=…"), or another legacy encoding found from the bytes. Rests and breaths
 * are not sung; VCV prefixes and pitch suffixes leave the lyric. Pitch bends (PBS/PBW/PBY,
 * Pitches), vibrato (VBR), envelopes and flags are counted.
 */
export function importUst(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  const charset = /^Charset=([^\r\n]+)/m.exec(asciiHead(bytes))?.[1];
  const decoded = decodeText(bytes, charset);
  const { text } = decoded;
  if (!/\[#(VERSION|SETTING|0000)\]/.test(text.slice(0, 65_536))) {
    throw new ImportError('IMPORT_CORRUPTED', 'no UST sections');
  }
  return guarded(() => {
    const report = newReport();
    report.encoding(decoded);
    if (!text.includes('[#TRACKEND]')) report.warn('FILE_TRUNCATED');
    const sections = parseSections(text);
    const setting = sections.find((section) => section.name === 'SETTING')?.values ?? new Map<string, string>();
    const tempos: TempoChange[] = [];
    const baseTempo = parseNumber(setting.get('Tempo'));
    if (baseTempo) tempos.push({ tick: 0, bpm: baseTempo });
    const notes: ImportedNote[] = [];
    let tick = 0;
    let pitchShapes = 0;
    let vibratos = 0;
    let effects = 0;
    for (const section of sections) {
      if (!/^\d{4,}$/.test(section.name)) continue;
      const values = section.values;
      const length = Math.round(parseNumber(values.get('Length')) ?? 0);
      const tempo = parseNumber(values.get('Tempo'));
      if (tempo) tempos.push({ tick, bpm: tempo });
      const read = readUtauLyric(values.get('Lyric') ?? '');
      if (length > 0 && read.kind === 'silent' && read.dropped) report.drop(read.dropped);
      if (length > 0 && read.kind === 'sung') {
        notes.push({
          tick,
          duration: length,
          pitch: Math.round(parseNumber(values.get('NoteNum')) ?? 60),
          lyric: read.lyric,
          ...(read.phonemes ? { phonemes: read.phonemes } : {}),
        });
        if (read.changed) report.change(read.changed);
        if (values.has('PBS') || values.has('PBW') || values.has('Pitches') || values.has('PitchBend'))
          pitchShapes += 1;
        if (values.get('VBR')) vibratos += 1;
        if (values.get('Flags') || values.get('Envelope')) effects += 1;
      }
      tick += Math.max(0, length);
    }
    report.drop('note_pitch_shapes', pitchShapes);
    report.drop('vibrato', vibratos);
    report.drop('effects', effects);
    const name = setting.get('ProjectName')?.trim();
    return finishImport(
      'ust',
      {
        title: name,
        tempos,
        timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
        tracks: [{ name: name || 'UST', sourceIndex: 0, notes, curves: emptyCurves() }],
      },
      report,
    );
  });
}

/** The first bytes of a file as ASCII, to find a declared charset before decoding. */
function asciiHead(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes.subarray(0, 512)) text += byte < 0x80 ? String.fromCharCode(byte) : '?';
  return text;
}

type Section = { name: string; values: Map<string, string> };

/** The sections of a UST, counted as they are read (a note is a section). */
function parseSections(text: string): Section[] {
  const sections: Section[] = [];
  const counter = new Counter(IMPORT_LIMITS.maxSourceNotes, 'sections');
  let current: Section | undefined;
  const lines = /[^\r\n]*(?:\r\n|\r|\n|$)/g;
  for (let match = lines.exec(text); match?.[0]; match = lines.exec(text)) {
    const line = match[0].replace(/[\r\n]+$/, '');
    const header = /^\[#([^\]]+)\]\s*$/.exec(line.trim());
    if (header) {
      current = { name: header[1]!, values: new Map() };
      counter.add();
      sections.push(current);
      continue;
    }
    const equals = line.indexOf('=');
    if (current && equals > 0) current.values.set(line.slice(0, equals).trim(), line.slice(equals + 1));
  }
  return sections;
}

function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number.parseFloat(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

export type UstExportOptions = {
  /** Shift-JIS (classic UTAU, the default) or UTF-8 (OpenUtau; written with Charset=UTF-8). */
  encoding?: 'shift_jis' | 'utf-8';
};

/**
 * One track as a .ust (a UST file holds one track): gaps become "R" rests, tempo changes are
 * written on the note or rest where they fall (a rest is split there when needed).
 */
export function exportUst(doc: ProjectDocument, track: Track, options: UstExportOptions = {}): ExportResult {
  const encoding = options.encoding ?? 'shift_jis';
  const events: Array<{ length: number; lyric: string; pitch: number; tempo?: number }> = [];
  const changes = doc.tempos.slice(1).map((tempo) => tempo.tick);
  let cursor = 0;
  const pushRest = (until: number) => {
    while (cursor < until) {
      const next = changes.find((tick) => tick > cursor && tick < until) ?? until;
      events.push({ length: next - cursor, lyric: 'R', pitch: 60, tempo: tempoHere(cursor) });
      cursor = next;
    }
  };
  const tempoHere = (tick: number) =>
    doc.tempos.some((tempo) => tempo.tick === tick && tick > 0) ? tempoAt(doc.tempos, tick) : undefined;
  for (const note of track.notes) {
    pushRest(note.tick);
    // A tempo change inside a note moves to the note's start (UST can only change tempo per note).
    const inside = doc.tempos.filter(
      (tempo) => tempo.tick > 0 && tempo.tick >= note.tick && tempo.tick < noteEnd(note),
    );
    const tempo = inside.length ? inside[inside.length - 1]!.bpm : undefined;
    events.push({ length: note.duration, lyric: note.lyric, pitch: note.pitch, tempo });
    cursor = noteEnd(note);
  }
  const lines = [
    '[#VERSION]',
    'UST Version1.2',
    ...(encoding === 'utf-8' ? ['Charset=UTF-8'] : []),
    '[#SETTING]',
    `Tempo=${doc.tempos[0]!.bpm.toFixed(2)}`,
    'Tracks=1',
    `ProjectName=${doc.title}`,
    'Mode2=True',
  ];
  events.forEach((event, index) => {
    lines.push(`[#${String(index).padStart(4, '0')}]`);
    lines.push(`Length=${event.length}`, `Lyric=${event.lyric}`, `NoteNum=${event.pitch}`);
    if (event.tempo !== undefined) lines.push(`Tempo=${event.tempo.toFixed(2)}`);
    lines.push('PreUtterance=', 'Intensity=100', 'Modulation=0');
  });
  lines.push('[#TRACKEND]', '');
  const text = lines.join('\r\n');
  if (encoding === 'utf-8') return { bytes: Uint8Array.from(encodeUtf8(text)), warnings: [] };
  const { bytes, unencodable } = encodeShiftJis(text);
  return {
    bytes: Uint8Array.from(bytes),
    warnings: unencodable ? [{ code: 'LYRICS_NOT_ENCODABLE', count: unencodable }] : [],
  };
}
