/**
 * Studio core figures for the editor project (4 tracks × 500 notes, about 3 minutes):
 * how long one drag preview, a drag commit, undo and redo take in the core (the editor's budget
 * for a whole drag commit is 16 ms), and how long importing and exporting MIDI and MusicXML take.
 * Run: npx tsx scripts/bench/studio-core.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { blankDocument, blankTrack } from '../../shared/studio/blank-document';
import { applyCommand, type Command } from '../../shared/studio/commands';
import type { ProjectDocument } from '../../shared/studio/document';
import { exportMidi, exportMusicXml, importMidi, importMusicXml } from '../../shared/studio/formats';
import { History } from '../../shared/studio/history';

function project(): ProjectDocument {
  const doc = blankDocument({ title: 'Bench', characterId: 'nime', trackName: 'T1' });
  doc.tempos = [{ tick: 0, bpm: 170 }];
  doc.tracks = [0, 1, 2, 3].map((index) => ({
    ...blankTrack({ id: `t${index}`, name: `T${index}`, characterId: 'nime' }),
    notes: Array.from({ length: 500 }, (_, note) => ({
      id: `t${index}n${note}`,
      tick: note * 480 + (index % 2) * 120,
      duration: 360,
      pitch: 55 + ((note * 7 + index) % 24),
      lyric: 'ら',
    })),
  }));
  return doc;
}

function measure(label: string, runs: number, run: () => void): void {
  for (let index = 0; index < 5; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(`${label.padEnd(52)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms`);
}

const doc = project();
const selection = doc.tracks[0]!.notes.slice(100, 150).map((note) => note.id);
const move = (delta: number): Command => ({
  type: 'moveNotes',
  trackId: 't0',
  noteIds: selection,
  deltaTick: delta,
  deltaPitch: 1,
});
const all = doc.tracks[1]!.notes.map((note) => note.id);

console.log('Project: 4 tracks × 500 notes');
measure('apply: move 50 notes', 200, () => applyCommand(doc, move(240)));
measure('apply: move all 500 notes of a track', 200, () =>
  applyCommand(doc, { type: 'moveNotes', trackId: 't1', noteIds: all, deltaTick: 30, deltaPitch: 0 }),
);
measure('history: drag of 50 notes (20 previews + commit)', 50, () => {
  const history = new History(doc);
  history.begin('Move');
  for (let step = 1; step <= 20; step += 1) history.preview(move(step * 12));
  history.commit();
});
measure('history: commit of one drag preview', 200, () => {
  const history = new History(doc);
  history.begin('Move');
  history.preview(move(240));
  history.commit();
});
const history = new History(doc);
history.execute(move(240));
measure('history: undo + redo', 200, () => {
  history.undo();
  history.redo();
});
const midi = exportMidi(doc).bytes;
const xml = exportMusicXml(doc).bytes;
console.log(`MIDI ${(midi.length / 1024).toFixed(1)} KB, MusicXML ${(xml.length / 1024).toFixed(1)} KB`);
measure('export MIDI', 20, () => exportMidi(doc));
measure('import MIDI', 20, () => importMidi(midi));
measure('export MusicXML', 10, () => exportMusicXml(doc));
measure('import MusicXML', 10, () => importMusicXml(xml));
