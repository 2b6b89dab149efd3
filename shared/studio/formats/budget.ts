import { ImportError } from './types';

/**
 * What one import may cost, counted while a file is decoded (never after): a file within these
 * is read or refused in about a second and a few hundred MB, whatever it holds.
 */
export const IMPORT_LIMITS = {
  /** Largest file the importers read (a song is far smaller). */
  maxFileBytes: 32 * 1024 * 1024,
  /** Bytes unpacked from a zip (.mxl, .vpr) over all entries read; inflating stops there. */
  maxUnpackedBytes: 16 * 1024 * 1024,
  maxZipEntries: 256,
  /** Notes a file may hold before chords, voices and tracks are resolved (the project takes 20,000). */
  maxSourceNotes: 100_000,
  /** Array items the JSON and YAML readers walk (notes, curve points, events…). */
  maxItems: 2_000_000,
  /**
   * XML elements of a MusicXML score (10–25 per note), and how deep they may nest: the XML parser
   * needs 4–6 µs per element on a loaded 2-core machine, so this keeps a score within about 1.5 s
   * (a vocal score of 10,000+ notes in typical markup).
   */
  maxXmlElements: 200_000,
  maxXmlDepth: 64,
  /** YAML aliases (*ref) and nesting in an OpenUtau project (OpenUtau itself writes none). */
  maxYamlAliases: 64,
  maxYamlDepth: 64,
  /** YAML nodes, estimated before parsing from the ":", "," and "- " that make them (the parser is slow). */
  maxYamlNodes: 300_000,
  /** Objects and arrays of a JSON project (.svp, .vpr), and how deep they may nest. */
  maxJsonContainers: 500_000,
  maxJsonDepth: 64,
  /** MIDI events over all track chunks. */
  maxMidiEvents: 2_000_000,
} as const;

export function checkFileSize(bytes: Uint8Array): void {
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) throw new ImportError('IMPORT_TOO_LARGE', `${bytes.length} bytes`);
}

/** A counter that refuses the import (IMPORT_TOO_LARGE) as soon as it passes its limit. */
export class Counter {
  #count = 0;
  constructor(
    readonly limit: number,
    readonly what: string,
  ) {}

  add(amount = 1): void {
    this.#count += amount;
    if (this.#count > this.limit) throw new ImportError('IMPORT_TOO_LARGE', `more than ${this.limit} ${this.what}`);
  }

  get count(): number {
    return this.#count;
  }
}

/** The counters a JSON or YAML reader ticks while it walks a project. */
export function readBudget(): { notes: Counter; items: Counter } {
  return {
    notes: new Counter(IMPORT_LIMITS.maxSourceNotes, 'notes'),
    items: new Counter(IMPORT_LIMITS.maxItems, 'items'),
  };
}
