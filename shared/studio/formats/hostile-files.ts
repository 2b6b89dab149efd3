import { strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { smfHeader, trackChunkHeader } from './test-helpers';
import { concatenate } from './zip';

/**
 * Generators of hostile files for the import tests and the import bench: compressed bombs within
 * the file-size limit, YAML alias bombs, deep nesting, 30 MB files of each format and truncated
 * files. Made on demand so no large file is kept in the repository.
 */

const MB = 1024 * 1024;

/** A zip whose entries are streamed from generated chunks (so a 100 MB entry never exists as one buffer). */
function streamedZip(
  entries: Array<{ name: string; chunks: () => Iterable<Uint8Array>; store?: boolean }>,
): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  for (const entry of entries) {
    const file = entry.store ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 1 });
    zip.add(file);
    let previous: Uint8Array | undefined;
    for (const chunk of entry.chunks()) {
      if (previous) file.push(previous);
      previous = chunk;
    }
    file.push(previous ?? new Uint8Array(), true);
  }
  zip.end();
  return concatenate(parts);
}

function* repeated(head: string, body: string, tail: string, bytes: number): Iterable<Uint8Array> {
  yield strToU8(head);
  const block = strToU8(body.repeat(Math.max(1, Math.floor(MB / body.length))));
  for (let written = 0; written < bytes; written += block.length) yield block;
  yield strToU8(tail);
}

const NOTE_XML =
  '<note><pitch><step>C</step><octave>4</octave></pitch><duration>1</duration><voice>1</voice><lyric number="1"><text>la</text></lyric></note>';
const SCORE_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>V</part-name></score-part></part-list><part id="P1"><measure number="1"><attributes><divisions>1</divisions></attributes>';
const SCORE_TAIL = '</measure></part></score-partwise>';
const CONTAINER =
  '<?xml version="1.0"?><container><rootfiles><rootfile full-path="score.xml"/></rootfiles></container>';

/** A .mxl of about 1 MB whose score unpacks to `xmlBytes` (118 MB in the file that crashed the studio). */
export function mxlBomb(xmlBytes = 118 * MB): Uint8Array {
  return streamedZip([
    { name: 'mimetype', chunks: () => [strToU8('application/vnd.recordare.musicxml')], store: true },
    { name: 'META-INF/container.xml', chunks: () => [strToU8(CONTAINER)] },
    // Whitespace between notes: it packs tighter than any markup, as the original bomb did.
    { name: 'score.xml', chunks: () => repeated(SCORE_HEAD, ' ', SCORE_TAIL, xmlBytes) },
  ]);
}

/** A .vpr whose Project/sequence.json unpacks to `jsonBytes` (110 MiB in the file that crashed the studio). */
export function vprBomb(jsonBytes = 110 * MB): Uint8Array {
  return streamedZip([
    {
      name: 'Project/sequence.json',
      chunks: () => repeated('{"version":{"major":5},"title":"', ' ', '","tracks":[]}', jsonBytes),
    },
  ]);
}

/** An OpenUtau project of ~100 KB whose voice parts are one part repeated through aliases. */
export function ustxAliasBomb(aliases = 2000): Uint8Array {
  const notes = Array.from(
    { length: 1000 },
    (_, index) => `  - {position: ${index * 480}, duration: 480, tone: 60, lyric: a}`,
  ).join('\n');
  const parts = Array.from({ length: aliases }, () => '- *part').join('\n');
  const text = `ustx_version: "0.6"\nresolution: 480\nshared: &part\n  name: p\n  track_no: 0\n  position: 0\n  notes:\n${notes}\nvoice_parts:\n${parts}\n`;
  return strToU8(text);
}

/** A YAML "billion laughs": nine aliases of the level below, ten levels deep. */
export function ustxLaughs(): Uint8Array {
  const lines = ['ustx_version: "0.6"', 'l0: &l0 [a, a, a, a, a, a, a, a, a]'];
  for (let level = 1; level < 10; level += 1) {
    lines.push(`l${level}: &l${level} [${Array.from({ length: 9 }, () => `*l${level - 1}`).join(', ')}]`);
  }
  lines.push('voice_parts: [{notes: *l9}]');
  return strToU8(`${lines.join('\n')}\n`);
}

export function deepXml(depth = 100_000): Uint8Array {
  return strToU8(`<?xml version="1.0"?><score-partwise>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</score-partwise>`);
}

export function deepYaml(depth = 100_000): Uint8Array {
  return strToU8(`ustx_version: "0.6"\nvoice_parts: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
}

export function deepJson(depth = 1_000_000): Uint8Array {
  return strToU8(`{"time":{},"tracks":${'['.repeat(depth)}${']'.repeat(depth)}}`);
}

/** A type-1 MIDI of about `bytes`: one track chunk of a repeated event pattern, then End of Track. */
function midiOf(pattern: number[], bytes: number): Uint8Array {
  const count = Math.floor((bytes - 30) / pattern.length);
  const body = new Uint8Array(count * pattern.length + 4);
  for (let index = 0; index < count; index += 1) body.set(pattern, index * pattern.length);
  body.set([0x00, 0xff, 0x2f, 0x00], count * pattern.length);
  const header = [...smfHeader(1, 1, 480), ...trackChunkHeader(body.length)];
  const file = new Uint8Array(header.length + body.length);
  file.set(header);
  file.set(body, header.length);
  return file;
}

/** Notes with lyrics, far beyond the note limit at 30 MB. */
export function bigMidi(bytes = 30 * MB): Uint8Array {
  return midiOf([0x00, 0xff, 0x05, 0x01, 0x61, 0x00, 0x90, 0x3c, 0x64, 0x83, 0x60, 0x80, 0x3c, 0x00], bytes);
}

/** Controller events only (no notes), beyond the event limit at 30 MB. */
export function midiOfControllers(bytes = 30 * MB): Uint8Array {
  return midiOf([0x00, 0xb0, 0x07, 0x64], bytes);
}

export function bigMusicXml(bytes = 30 * MB): Uint8Array {
  const notes = NOTE_XML.repeat(Math.ceil(bytes / NOTE_XML.length));
  return strToU8(`${SCORE_HEAD}${notes}${SCORE_TAIL}`);
}

/** A MusicXML of `bytes` that is mostly one comment (few elements, so nothing to count). */
export function paddedMusicXml(bytes = 30 * MB): Uint8Array {
  return strToU8(`${SCORE_HEAD}${NOTE_XML}<!--${' '.repeat(bytes)}-->${SCORE_TAIL}`);
}

export function bigSvp(bytes = 30 * MB): Uint8Array {
  const note = '{"onset":0,"duration":705600000,"lyrics":"la","phonemes":"","pitch":60,"attributes":{}},';
  const notes = note.repeat(Math.ceil(bytes / note.length)).slice(0, -1);
  return strToU8(
    `{"version":153,"time":{"meter":[],"tempo":[]},"library":[],"tracks":[{"name":"T","mainRef":{},"mainGroup":{"notes":[${notes}]}}]}`,
  );
}

export function bigUst(bytes = 30 * MB): Uint8Array {
  const note = (index: number) => `[#${String(index).padStart(4, '0')}]\r\nLength=480\r\nLyric=a\r\nNoteNum=60\r\n`;
  const lines: string[] = ['[#VERSION]\r\nUST Version1.2\r\n[#SETTING]\r\nTempo=120\r\n'];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const text = note(index);
    lines.push(text);
    size += text.length;
  }
  return strToU8(lines.join(''));
}

export function bigUstx(bytes = 30 * MB): Uint8Array {
  const note = '  - {position: 0, duration: 480, tone: 60, lyric: a}\n';
  return strToU8(
    `ustx_version: "0.6"\nresolution: 480\nvoice_parts:\n- name: p\n  track_no: 0\n  position: 0\n  notes:\n${note.repeat(Math.ceil(bytes / note.length))}`,
  );
}

/** A .vpr whose sequence.json is `bytes` of notes (deflated, so the file itself is small). */
export function bigVpr(bytes = 30 * MB): Uint8Array {
  const note = '{"pos":0,"duration":480,"number":60,"lyric":"a"},';
  return streamedZip([
    {
      name: 'Project/sequence.json',
      chunks: () =>
        repeated(
          '{"tracks":[{"type":0,"parts":[{"pos":0,"notes":[',
          note,
          '{"pos":0,"duration":1,"number":60,"lyric":"a"}]}]}]}',
          bytes,
        ),
    },
  ]);
}

/** The first half of a file, as a failed download or copy leaves it. */
export function truncated(bytes: Uint8Array): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length / 2));
}

/** A small .mxl whose score is `xml` (for truncation and encoding cases). */
export function mxlOf(score: Uint8Array): Uint8Array {
  return zipSync({
    mimetype: [strToU8('application/vnd.recordare.musicxml'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'score.xml': score,
  });
}

/**
 * A song of `notes` sixteenth notes one after another (C4 to B4, lyric "la"), in any of the six
 * formats: the largest files the limits accept (20,000 notes within the length limit), for the bench.
 */
export function largeSong(format: 'midi' | 'musicxml' | 'ust' | 'ustx' | 'svp' | 'vpr', notes: number): Uint8Array {
  const pitch = (index: number) => 60 + (index % 12);
  const steps = ['C', 'C', 'D', 'D', 'E', 'F', 'F', 'G', 'G', 'A', 'A', 'B'];
  const range = Array.from({ length: notes }, (_, index) => index);
  switch (format) {
    case 'midi':
      return midiOf(
        // Per note: lyric "la", note on, a sixteenth (120 ticks) later note off.
        range.flatMap((index) => [
          0,
          0xff,
          0x05,
          2,
          0x6c,
          0x61,
          0,
          0x90,
          pitch(index),
          0x64,
          0x78,
          0x80,
          pitch(index),
          0,
        ]),
        notes * 14 + 34,
      );
    case 'musicxml': {
      const measures = range.map((index) => {
        const alter = [1, 3, 6, 8, 10].includes(index % 12) ? '<alter>1</alter>' : '';
        return `<measure number="${index + 1}"><note><pitch><step>${steps[index % 12]}</step>${alter}<octave>4</octave></pitch><duration>1</duration><voice>1</voice><type>16th</type><lyric number="1"><syllabic>single</syllabic><text>la</text></lyric></note></measure>`;
      });
      return strToU8(
        SCORE_HEAD.replace('<measure number="1"><attributes><divisions>1</divisions></attributes>', '') +
          measures
            .join('')
            .replace(
              '<measure number="1">',
              '<measure number="1"><attributes><divisions>4</divisions><time><beats>1</beats><beat-type>16</beat-type></time></attributes>',
            ) +
          '</part></score-partwise>',
      );
    }
    case 'ust':
      return strToU8(
        `[#VERSION]\r\nUST Version1.2\r\n[#SETTING]\r\nTempo=120\r\n${range
          .map(
            (index) => `[#${String(index).padStart(4, '0')}]\r\nLength=120\r\nLyric=la\r\nNoteNum=${pitch(index)}\r\n`,
          )
          .join('')}[#TRACKEND]\r\n`,
      );
    case 'ustx':
      return strToU8(
        `ustx_version: "0.6"\nresolution: 480\nvoice_parts:\n- name: p\n  track_no: 0\n  position: 0\n  notes:\n${range
          .map((index) => `  - position: ${index * 120}\n    duration: 120\n    tone: ${pitch(index)}\n    lyric: la\n`)
          .join('')}`,
      );
    case 'svp': {
      const items = range.map(
        (index) =>
          `{"onset":${index * 176_400_000},"duration":176400000,"lyrics":"la","phonemes":"","pitch":${pitch(index)},"attributes":{}}`,
      );
      return strToU8(
        `{"version":153,"time":{"meter":[{"index":0,"numerator":4,"denominator":4}],"tempo":[{"position":0,"bpm":120}]},"library":[],"tracks":[{"name":"T","mainRef":{},"mainGroup":{"notes":[${items.join(',')}]}}]}`,
      );
    }
    case 'vpr': {
      const items = range.map((index) => `{"pos":${index * 120},"duration":120,"number":${pitch(index)},"lyric":"la"}`);
      return zipSync({
        'Project/sequence.json': strToU8(`{"tracks":[{"type":0,"parts":[{"pos":0,"notes":[${items.join(',')}]}]}]}`),
      });
    }
  }
}
