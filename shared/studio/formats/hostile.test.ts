import { describe, expect, it } from 'vitest';
import * as hostile from './hostile-files';
import { importFile } from './index';
import { importOutcome } from './test-helpers';

const MB = 1024 * 1024;

const outcome = (name: string, bytes: Uint8Array) => importOutcome(() => importFile(name, bytes));

describe('hostile files end in a clean error', () => {
  it('stops unpacking compressed bombs at the cap', { timeout: 90_000 }, () => {
    expect(outcome('bomb.mxl', hostile.mxlBomb(40 * MB))).toBe('IMPORT_TOO_LARGE');
    expect(outcome('bomb.vpr', hostile.vprBomb(40 * MB))).toBe('IMPORT_TOO_LARGE');
  });

  it('refuses YAML alias bombs and deep nesting of every syntax', () => {
    expect(outcome('bomb.ustx', hostile.ustxAliasBomb())).toBe('IMPORT_CORRUPTED');
    expect(outcome('laughs.ustx', hostile.ustxLaughs())).toBe('IMPORT_CORRUPTED');
    expect(outcome('deep.musicxml', hostile.deepXml())).toBe('IMPORT_CORRUPTED');
    expect(outcome('deep.ustx', hostile.deepYaml())).toBe('IMPORT_CORRUPTED');
    expect(outcome('deep.svp', hostile.deepJson())).toBe('IMPORT_CORRUPTED');
  });

  // One test per format: each builds and reads 30 MB, which takes seconds on a loaded 2-core machine.
  it.each([
    ['big.mid', () => hostile.bigMidi()],
    ['controllers.mid', () => hostile.midiOfControllers()],
    ['big.musicxml', () => hostile.bigMusicXml()],
    ['big.mxl', () => hostile.mxlOf(hostile.bigMusicXml(20 * MB))],
    ['big.svp', () => hostile.bigSvp()],
    ['big.ust', () => hostile.bigUst()],
    ['big.ustx', () => hostile.bigUstx()],
    ['big.vpr', () => hostile.bigVpr()],
  ] as const)(
    'refuses %s (30 MB, or unpacking past the cap) by counting, not by running out of memory',
    { timeout: 90_000 },
    (name, make) => {
      expect(outcome(name, make())).toBe('IMPORT_TOO_LARGE');
    },
  );

  it('imports a file that is large but within the limits', () => {
    expect(outcome('padded.musicxml', hostile.paddedMusicXml(30 * MB))).toBe('ok');
    expect(outcome('notes.mid', hostile.bigMidi(19_000 * 14))).toBe('ok');
  });

  it('reads truncated files as far as they are valid, or refuses them', () => {
    const midi = importFile('half.mid', hostile.truncated(hostile.bigMidi(20_000)));
    expect(midi.summary.noteCount).toBeGreaterThan(600);
    expect(midi.warnings).toContainEqual({ code: 'FILE_TRUNCATED', count: 1 });
    const ust = importFile('half.ust', hostile.truncated(hostile.bigUst(20_000)));
    expect(ust.warnings).toContainEqual({ code: 'FILE_TRUNCATED', count: 1 });
    for (const [name, bytes] of [
      ['half.musicxml', hostile.bigMusicXml(20_000)],
      ['half.mxl', hostile.mxlOf(hostile.bigMusicXml(20_000))],
      ['half.svp', hostile.bigSvp(20_000)],
      ['half.ustx', hostile.bigUstx(20_000)],
      ['half.vpr', hostile.bigVpr(20_000)],
    ] as const) {
      expect(outcome(name, hostile.truncated(bytes))).toMatch(/^IMPORT_(CORRUPTED|UNKNOWN_FORMAT)$|^ok$/);
    }
  });
});
