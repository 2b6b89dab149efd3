import { stripControlCharacters } from './studio/text';

/**
 * Audio clips a project keeps on the server (a backing track, a recording, the voice changer's
 * output): their limits, the formats they may be in and how an upload's name is cleaned. The
 * server decides what a file is from its first bytes, never from its name or declared type.
 */

/** The largest clip the server takes (52,428,800 bytes). */
export const AUDIO_CLIP_MAX_BYTES = 50 * 1024 * 1024;
/** Where a clip came from: a chosen file, a microphone recording, or the voice changer (a perk). */
export const AUDIO_CLIP_SOURCES = ['upload', 'recording', 'voice_changer'] as const;
export type AudioClipSource = (typeof AUDIO_CLIP_SOURCES)[number];
/** The longest file name kept (UTF-16 units), its extension kept when a longer one is cut. */
export const AUDIO_CLIP_NAME_MAX = 200;
/** How many leading bytes `sniffAudioFormat` looks at (it decides with fewer when the file is shorter). */
export const AUDIO_SNIFF_BYTES = 64;

export type AudioFormat = {
  id: 'wav' | 'mp3' | 'ogg' | 'flac' | 'mp4' | 'webm' | 'matroska';
  /** The type the clip is stored and served with. */
  contentType: string;
  /** The extension of its storage key. */
  extension: string;
};

const FORMATS = {
  wav: { id: 'wav', contentType: 'audio/wav', extension: 'wav' },
  mp3: { id: 'mp3', contentType: 'audio/mpeg', extension: 'mp3' },
  ogg: { id: 'ogg', contentType: 'audio/ogg', extension: 'ogg' },
  flac: { id: 'flac', contentType: 'audio/flac', extension: 'flac' },
  mp4: { id: 'mp4', contentType: 'audio/mp4', extension: 'm4a' },
  webm: { id: 'webm', contentType: 'audio/webm', extension: 'webm' },
  matroska: { id: 'matroska', contentType: 'audio/x-matroska', extension: 'mka' },
} as const satisfies Record<AudioFormat['id'], AudioFormat>;

/** Every extension a stored clip's key may end with. */
export const AUDIO_CLIP_EXTENSIONS = Object.values(FORMATS).map((format) => format.extension);

/** ISO-BMFF brands of still images (HEIF, AVIF, camera raw): a `ftyp` file with one of these is not audio. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** An MPEG audio frame header (11 sync bits, then no reserved version, layer, bitrate or sample rate). */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  if ((b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** An ID3v2 tag header: "ID3", a major version 2–4, a revision byte, flags and a sync-safe size. */
function isId3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) !== 'ID3' || bytes.length < 10) return false;
  const major = bytes[3]!;
  const sizeBytes = bytes.subarray(6, 10);
  return major >= 2 && major <= 4 && bytes[4] !== 0xff && sizeBytes.every((byte) => byte < 0x80);
}

/** Whether an EBML header (the start of a Matroska file) names the WebM document type. */
function isWebm(bytes: Uint8Array): boolean {
  const text = ascii(bytes, 0, bytes.length);
  return text.includes('webm');
}

/**
 * The audio format a file's first bytes (up to AUDIO_SNIFF_BYTES) show, or null when they are not one
 * the studio keeps: WAV (RIFF/RF64 … WAVE), MP3 (an ID3v2 tag or an MPEG frame), Ogg, FLAC, MP4/M4A
 * (`ftyp`, image brands excluded) and WebM/Matroska (the EBML magic; MediaRecorder's output in Chromium).
 */
export function sniffAudioFormat(head: Uint8Array): AudioFormat | null {
  const magic = ascii(head, 0, 4);
  if ((magic === 'RIFF' || magic === 'RF64') && ascii(head, 8, 4) === 'WAVE') return FORMATS.wav;
  if (magic === 'OggS' && head[4] === 0) return FORMATS.ogg;
  if (magic === 'fLaC') return FORMATS.flac;
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return isWebm(head) ? FORMATS.webm : FORMATS.matroska;
  }
  if (ascii(head, 4, 4) === 'ftyp') {
    const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    const brand = ascii(head, 8, 4);
    return boxSize >= 8 && brand && !IMAGE_BRANDS.has(brand) ? FORMATS.mp4 : null;
  }
  if (isId3(head) || isMpegFrame(head)) return FORMATS.mp3;
  return null;
}

// Bidirectional overrides and isolates make a name read differently from what it is ("clip‮vaw.exe").
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An uploaded file's name as it is kept and shown: the last path segment, NFC, without control,
 * bidirectional-override characters or broken Unicode, spaces collapsed, at most AUDIO_CLIP_NAME_MAX
 * units (the extension kept), `audio` when nothing is left.
 */
export function cleanClipFileName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const cleaned = stripControlCharacters(base.normalize('NFC').replace(LONE_SURROGATES, ''), ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'audio';
  if (cleaned.length <= AUDIO_CLIP_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  let kept = '';
  for (const character of cleaned.slice(0, cleaned.length - extension.length)) {
    if (kept.length + character.length > AUDIO_CLIP_NAME_MAX - extension.length) break;
    kept += character;
  }
  return `${kept.trimEnd()}${extension}`;
}
