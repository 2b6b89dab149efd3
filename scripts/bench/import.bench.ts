/**
 * What importing hostile and large files costs: for each case (compressed bombs within the size
 * limit, YAML alias bombs, deep nesting, 30 MB files of each format, truncated files) the time the
 * import takes and the peak memory of a process that does nothing else, with how it ended (the
 * import's outcome or its error code). The budget is 2 s and 300 MB per file, 1 s for bombs.
 * Each case runs in its own Node process (peak RSS is per process); the file is generated there.
 * Run: npx tsx scripts/bench/import.bench.ts [case…]
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { IMPORT_LIMITS, ImportError, importFile } from '../../shared/studio/formats';
import * as hostile from '../../shared/studio/formats/hostile-files';

const MB = 1024 * 1024;

const CASES: Record<string, { file: string; make: () => Uint8Array; bomb?: boolean }> = {
  'mxl bomb (118 MB of XML)': { file: 'bomb.mxl', make: () => hostile.mxlBomb(), bomb: true },
  'vpr bomb (110 MiB sequence.json)': { file: 'bomb.vpr', make: () => hostile.vprBomb(), bomb: true },
  'ustx alias bomb (2000 aliases)': { file: 'bomb.ustx', make: () => hostile.ustxAliasBomb(), bomb: true },
  'ustx billion laughs': { file: 'laughs.ustx', make: () => hostile.ustxLaughs(), bomb: true },
  'musicxml nested 100k deep': { file: 'deep.musicxml', make: () => hostile.deepXml(), bomb: true },
  'ustx nested 100k deep': { file: 'deep.ustx', make: () => hostile.deepYaml(), bomb: true },
  'svp nested 1M deep': { file: 'deep.svp', make: () => hostile.deepJson(), bomb: true },
  'midi 30 MB of notes': { file: 'big.mid', make: () => hostile.bigMidi() },
  'midi 30 MB of controllers': { file: 'controllers.mid', make: () => hostile.midiOfControllers() },
  'musicxml 30 MB of notes': { file: 'big.musicxml', make: () => hostile.bigMusicXml() },
  'musicxml 30 MB comment': { file: 'padded.musicxml', make: () => hostile.paddedMusicXml() },
  'mxl 30 MB of notes': { file: 'big.mxl', make: () => hostile.mxlOf(hostile.bigMusicXml(30 * MB)) },
  'svp 30 MB of notes': { file: 'big.svp', make: () => hostile.bigSvp() },
  'ust 30 MB of notes': { file: 'big.ust', make: () => hostile.bigUst() },
  'ustx 30 MB of notes': { file: 'big.ustx', make: () => hostile.bigUstx() },
  'vpr 30 MB of notes': { file: 'big.vpr', make: () => hostile.bigVpr() },
  ...Object.fromEntries(
    (['midi', 'musicxml', 'ust', 'ustx', 'svp', 'vpr'] as const).map((format) => {
      // The largest song each format's limits accept (MusicXML: 200,000 elements, 13 per note here).
      const notes = format === 'musicxml' ? 15_000 : 19_000;
      return [
        `${format}, ${notes.toLocaleString('en')} notes (accepted)`,
        { file: `song.${format === 'midi' ? 'mid' : format}`, make: () => hostile.largeSong(format, notes) },
      ];
    }),
  ),
  'midi 1 MB, first half': { file: 'half.mid', make: () => hostile.truncated(hostile.bigMidi(MB)) },
  'musicxml 1 MB, first half': { file: 'half.musicxml', make: () => hostile.truncated(hostile.bigMusicXml(MB)) },
  'mxl, first half': { file: 'half.mxl', make: () => hostile.truncated(hostile.mxlOf(hostile.bigMusicXml(MB))) },
  'svp 1 MB, first half': { file: 'half.svp', make: () => hostile.truncated(hostile.bigSvp(MB)) },
  'ust 1 MB, first half': { file: 'half.ust', make: () => hostile.truncated(hostile.bigUst(MB)) },
  'ustx 1 MB, first half': { file: 'half.ustx', make: () => hostile.truncated(hostile.bigUstx(MB)) },
};

function runCase(name: string): void {
  const entry = CASES[name]!;
  const bytes = entry.make();
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) {
    console.log(JSON.stringify({ size: bytes.length, ms: 0, outcome: 'over the file-size limit (refused unread)' }));
    return;
  }
  // The baseline is what the process holds before the import (the generated file included).
  const before = process.memoryUsage().rss;
  const start = performance.now();
  let outcome: string;
  try {
    const result = importFile(entry.file, bytes);
    outcome = `imported ${result.summary.noteCount} notes`;
  } catch (error) {
    outcome = error instanceof ImportError ? error.code : `THREW ${String(error)}`;
  }
  const ms = performance.now() - start;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ size: bytes.length, ms, outcome, before, peak }));
}

const only = process.argv[2] === '--case' ? process.argv[3] : undefined;
if (only) runCase(only);
else {
  const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(CASES);
  const script = fileURLToPath(import.meta.url);
  console.log(
    `${'case'.padEnd(36)} ${'file'.padStart(9)} ${'time'.padStart(9)} ${'peak RSS'.padStart(9)} ${'before'.padStart(8)}  budget  outcome`,
  );
  for (const name of chosen) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, '--case', name], { encoding: 'utf8' });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.log(
        `${name.padEnd(36)} crashed (exit ${child.status ?? child.signal}): ${child.stderr.trim().split('\n').pop()}`,
      );
      continue;
    }
    const figures = JSON.parse(line) as { size: number; ms: number; outcome: string; peak?: number; before?: number };
    const { size, ms, outcome, peak = 0, before = 0 } = figures;
    const limit = CASES[name]!.bomb ? 1000 : 2000;
    // The memory budget is the import's own: the peak above what the process held with the file in hand.
    const within = ms <= limit && peak - before <= 300 * MB;
    const megabytes = (value: number) => `${(value / MB).toFixed(0)} MB`;
    console.log(
      `${name.padEnd(36)} ${`${(size / MB).toFixed(2)} MB`.padStart(9)} ${`${ms.toFixed(0)} ms`.padStart(9)} ${megabytes(peak).padStart(9)} ${megabytes(before).padStart(8)}  ${within ? 'ok    ' : 'OVER  '}  ${outcome}`,
    );
  }
}
