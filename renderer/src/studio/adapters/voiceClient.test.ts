import { beforeEach, describe, expect, it } from 'vitest';
import { createSineEngine } from '../../../../scripts/voice/sine-engine';
import { blankDocument, blankTrack } from '../../../../shared/studio/blank-document';
import type { Note, ProjectDocument } from '../../../../shared/studio/document';
import { decodeWav, findEngine, registerEngine } from '../../../../shared/studio/voice';
import { PhonemeClient } from './phonemeClient';
import { type RenderStatus, VOICE_MEASURES, VoiceClient, type WorkerLike } from './voiceClient';
import { createVoiceHost } from './voiceHost';
import type { PhraseMessage, VoiceRequest, VoiceResponse } from './voiceProtocol';

const RATE = 44100;

/**
 * A Worker stand-in running the voice host in-process: requests and answers are structured-cloned
 * and delivered on later turns, as across a real worker boundary.
 */
function inProcessWorker(options: Parameters<typeof createVoiceHost>[1] = {}) {
  const posted: VoiceResponse[] = [];
  const worker: WorkerLike = {
    onmessage: null,
    postMessage(request: VoiceRequest) {
      const copy = structuredClone(request);
      setTimeout(() => void host.handle(copy), 0);
    },
    terminate() {},
  };
  const host = createVoiceHost((message) => {
    posted.push(message);
    const copy = structuredClone(message);
    setTimeout(() => worker.onmessage?.({ data: copy } as MessageEvent<VoiceResponse>), 0);
  }, options);
  return { worker, host, posted };
}

/** Notes of ¼ s at 120 BPM (240 ticks), given as [tick, pitch]. */
const notes = (prefix: string, list: Array<[number, number]>): Note[] =>
  list.map(([tick, pitch], index) => ({ id: `${prefix}${index + 1}`, tick, duration: 240, pitch, lyric: 'ら' }));

/** Japanese (no dictionary to load): two phrases on track 1, one phrase on track 2. */
function twoTrackSong(): ProjectDocument {
  const document = blankDocument({ title: 'Test', characterId: 'nime', trackName: 'One' });
  document.tracks[0]!.language = 'ja';
  document.tracks[0]!.notes = [
    ...notes('a', [
      [0, 67],
      [240, 69],
    ]),
    // 1.5 s of rest: a second phrase.
    ...notes('b', [
      [1920, 71],
      [2160, 69],
    ]),
  ];
  const second = blankTrack({ id: 'track-2', name: 'Two', characterId: 'nime', language: 'ja' });
  second.notes = notes('c', [
    [120, 60],
    [360, 62],
  ]);
  document.tracks.push(second);
  return document;
}

async function collect(client: VoiceClient, document: ProjectDocument, from = 0) {
  const phrases: PhraseMessage[] = [];
  const report = await client.render(document, RATE, from, (phrase) => phrases.push(phrase));
  return { phrases, report };
}

describe('voice client and worker host', () => {
  beforeEach(() => performance.clearMeasures());

  it('renders phrases in hearing order, starts the clock after every phrase sounding at the playhead, and serves an unchanged song from the cache', async () => {
    const { worker, host } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();

    const first = await collect(client, song);
    expect(first.phrases.map((phrase) => phrase.noteIds)).toEqual([
      ['a1', 'a2'],
      ['c1', 'c2'],
      ['b1', 'b2'],
    ]);
    expect(first.phrases.map((phrase) => phrase.index)).toEqual([0, 1, 2]);
    expect(first.phrases.every((phrase) => phrase.total === 3)).toBe(true);
    // Both phrases at the start (track 2 begins ⅛ s in, within the consonant lead) come before the clock starts.
    expect(first.phrases.map((phrase) => phrase.ready)).toEqual([false, true, false]);
    expect(first.phrases.every((phrase) => !phrase.cached && phrase.samples.length > 0)).toBe(true);
    expect(first.phrases[2]!.startTime).toBeGreaterThan(1.5);
    expect(first.report.phrases).toBe(3);
    expect(first.report.rendered).toHaveLength(3);
    expect(host.cached).toBe(3);

    const again = await collect(client, song);
    expect(again.report.rendered).toEqual([]);
    expect(again.phrases.every((phrase) => phrase.cached)).toBe(true);
    // The same samples as the first time (the cache's copy travels, not the cached buffer itself).
    expect(Array.from(again.phrases[2]!.samples.subarray(0, 2000))).toEqual(
      Array.from(first.phrases[2]!.samples.subarray(0, 2000)),
    );
    client.dispose();
  });

  it('re-renders only the phrase of an edited note; moving a phrase in time keeps its cache entry', async () => {
    const { worker } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    await collect(client, song);

    const edited = structuredClone(song);
    edited.tracks[0]!.notes.find((note) => note.id === 'b2')!.pitch = 70;
    const afterEdit = await collect(client, edited);
    expect(afterEdit.report.rendered.map((phrase) => phrase.noteIds)).toEqual([['b1', 'b2']]);
    expect(afterEdit.phrases.filter((phrase) => !phrase.cached).map((phrase) => phrase.noteIds)).toEqual([
      ['b1', 'b2'],
    ]);

    const moved = structuredClone(edited);
    for (const note of moved.tracks[0]!.notes) if (note.id.startsWith('b')) note.tick += 480;
    const afterMove = await collect(client, moved);
    expect(afterMove.report.rendered).toEqual([]);
    const b = afterMove.phrases.find((phrase) => phrase.noteIds[0] === 'b1')!;
    const before = afterEdit.phrases.find((phrase) => phrase.noteIds[0] === 'b1')!;
    expect(b.startTime - before.startTime).toBeCloseTo(0.5, 6);
    client.dispose();
  });

  it('a long phrase under the playhead comes in parts: the clock starts on its first half-second, the rest follows seamlessly', async () => {
    const { worker, host } = inProcessWorker();
    const statuses: RenderStatus[] = [];
    const client = new VoiceClient({ worker, onStatus: (status) => statuses.push(status) });
    const song = twoTrackSong();
    // Track 1: one phrase of 3 s (twelve ¼-s notes without a rest); track 2 as before.
    song.tracks[0]!.notes = notes(
      'a',
      Array.from({ length: 12 }, (_, index) => [index * 240, 64 + (index % 5)] as [number, number]),
    );
    const first = await collect(client, song);
    const parts = first.phrases.filter((phrase) => phrase.noteIds[0] === 'a1');
    expect(parts.length).toBeGreaterThanOrEqual(4);
    // Before the clock starts: its first part only, covering the first half-second of the song.
    const readyAt = first.phrases.findIndex((phrase) => phrase.ready);
    const beforeClock = first.phrases.slice(0, readyAt + 1).filter((phrase) => phrase.noteIds[0] === 'a1');
    expect(beforeClock).toHaveLength(1);
    const head = beforeClock[0]!;
    expect(head.offset).toBe(0);
    expect(head.complete).toBe(false);
    expect(head.startTime + head.samples.length / RATE).toBeGreaterThanOrEqual(0.5);
    expect(head.samples.length / RATE).toBeLessThan(1.5);
    expect(head.pitch.values.length).toBeGreaterThan(0);
    // Parts follow one another without gap or overlap; only the last is complete.
    for (let index = 1; index < parts.length; index += 1) {
      const previous = parts[index - 1]!;
      expect(parts[index]!.offset).toBe(previous.offset + previous.samples.length);
      expect(parts[index]!.startTime).toBeCloseTo(previous.startTime + previous.samples.length / RATE, 9);
      expect(parts[index]!.pitch.values).toHaveLength(0);
    }
    expect(parts.map((part) => part.complete)).toEqual(parts.map((_, index) => index === parts.length - 1));
    // Joined, the parts are the phrase: the second render serves it whole from the cache.
    const joined = new Float32Array(parts.reduce((length, part) => length + part.samples.length, 0));
    for (const part of parts) joined.set(part.samples, part.offset);
    const again = await collect(client, song);
    const cached = again.phrases.filter((phrase) => phrase.noteIds[0] === 'a1');
    expect(cached).toHaveLength(1);
    expect(cached[0]!.cached).toBe(true);
    expect(Array.from(cached[0]!.samples)).toEqual(Array.from(joined));
    expect(host.cached).toBe(2);
    // The long phrase counts once in the progress, when its last part has come (after track 2's phrase).
    expect(statuses.slice(0, 2)).toEqual([
      { rendering: true, done: 1, total: 2, synthesized: 1 },
      { rendering: false, done: 2, total: 2, synthesized: 2 },
    ]);
    client.dispose();
  });

  it('warming readies each voice once (phonemizers, plans, a tiny phrase) and leaves the cache to renders', async () => {
    const { worker, host } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    // Two tracks of one voice (nime, ja): one voice to ready.
    expect(await client.warm(song, RATE)).toMatchObject({ voices: 1 });
    expect(host.cached).toBe(0);
    const other = structuredClone(song);
    other.tracks[1]!.characterId = 'kita';
    expect(await client.warm(other, RATE)).toMatchObject({ voices: 1 });
    expect(await client.warm(other, RATE)).toMatchObject({ voices: 0 });
    const { report } = await collect(client, other);
    expect(report.rendered).toHaveLength(3);
    client.dispose();
  });

  it('a render superseded in the middle of a long phrase leaves it to the newer render, which sings it as a fresh worker does', async () => {
    // A turn for other messages after every step: however fast this machine synthesizes, the newer
    // render gets in while the long phrase is still being made.
    const { worker, posted } = inProcessWorker({ stepSeconds: 0.05, sliceMs: 0 });
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    // Track 1's second phrase: 3 s without a rest, after the phrases the clock waits for.
    song.tracks[0]!.notes = [
      ...song.tracks[0]!.notes.slice(0, 2),
      ...notes(
        'b',
        Array.from({ length: 12 }, (_, index) => [1920 + index * 240, 64 + (index % 5)] as [number, number]),
      ),
    ];
    // Play again (from the start) as soon as the first render starts the clock: it is then in the long phrase.
    let newer: ReturnType<typeof collect> | undefined;
    const older = client.render(song, RATE, 0, (phrase) => {
      if (phrase.ready) newer ??= collect(client, song);
    });
    await expect(older).rejects.toThrow('superseded');
    const { phrases, report } = await newer!;
    // The older render never finished the long phrase; the newer one synthesized it, the same as a fresh worker does.
    expect(
      posted
        .filter((message) => message.id === 1 && message.type === 'phrase')
        .map((m) => (m as PhraseMessage).noteIds[0]),
    ).not.toContain('b1');
    expect(report.rendered.map((phrase) => phrase.noteIds[0])).toEqual(['b1']);
    const fresh = new VoiceClient({ worker: inProcessWorker().worker });
    const alone = await collect(fresh, song);
    const long = (list: PhraseMessage[]) => list.find((phrase) => phrase.noteIds[0] === 'b1')!;
    expect(Array.from(long(phrases).samples)).toEqual(Array.from(long(alone.phrases).samples));
    fresh.dispose();
    client.dispose();
  });

  it('plays from the middle: phrases already over are skipped and the clock waits only for what sounds there', async () => {
    const { worker } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const { phrases, report } = await collect(client, twoTrackSong(), 1.2);
    expect(phrases.map((phrase) => phrase.noteIds)).toEqual([['b1', 'b2']]);
    expect(phrases[0]!.ready).toBe(true);
    expect(report.phrases).toBe(1);
    client.dispose();
  });

  it('a newer render supersedes a running one, which stops without posting more phrases', async () => {
    const { worker, posted } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    const older: PhraseMessage[] = [];
    const superseded = client.render(song, RATE, 0, (phrase) => older.push(phrase));
    const newer = collect(client, song, 1.2);
    await expect(superseded).rejects.toThrow('superseded');
    const { report } = await newer;
    expect(report.phrases).toBe(1);
    expect(older).toEqual([]);
    // The host stopped the older request at its first pause (after the phrases the clock waits for).
    const olderPosted = posted.filter((message) => message.id === 1);
    expect(olderPosted.length).toBeLessThan(3);
    expect(olderPosted.filter((message) => message.type === 'done')).toEqual([]);
    client.dispose();
  });

  it('stopping the running render ends it without posting more phrases; a later render answers the whole song', async () => {
    const { worker, posted } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    const stopped = client.render(song, RATE, 0, () => undefined);
    client.stopRendering();
    await expect(stopped).rejects.toThrow('superseded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted.filter((message) => message.id === 1 && message.type === 'done')).toEqual([]);
    const { phrases } = await collect(client, song);
    expect(phrases).toHaveLength(3);
    // Nothing running: stopping again sends nothing.
    const sent = posted.length;
    client.stopRendering();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted.length).toBe(sent);
    client.dispose();
  });

  it('an export is not superseded by a render and answers a WAV of the song', async () => {
    const { worker } = inProcessWorker();
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    const exported = client.exportWav(song, { sampleRate: RATE, bitDepth: 16, perTrack: false, clips: {} });
    const rendered = collect(client, song);
    const { files, duration } = await exported;
    await rendered;
    expect(files.map((file) => file.name)).toEqual(['mix.wav']);
    expect(duration).toBeCloseTo(2.5, 6);
    const wav = decodeWav(files[0]!.bytes);
    expect(wav.sampleRate).toBe(RATE);
    expect(wav.channels).toHaveLength(2);
    // The song's 2.5 s and the last note's release after it; it starts at 0 (the first phrase has room for its onset).
    expect(wav.channels[0]!.length).toBeGreaterThan(Math.round(2.5 * RATE));
    expect(wav.channels[0]!.length).toBeLessThan(Math.round(2.7 * RATE));
    client.dispose();
  });

  it('reports render progress while phrases are synthesized and records User Timing entries naming each phrase', async () => {
    const { worker } = inProcessWorker();
    const statuses: RenderStatus[] = [];
    const client = new VoiceClient({ worker, onStatus: (status) => statuses.push(status) });
    const song = twoTrackSong();
    await collect(client, song);
    expect(statuses).toEqual([
      { rendering: true, done: 1, total: 3, synthesized: 1 },
      { rendering: true, done: 2, total: 3, synthesized: 2 },
      { rendering: false, done: 3, total: 3, synthesized: 3 },
      { rendering: false, done: 3, total: 3, synthesized: 3 },
    ]);
    const phrases = performance.getEntriesByName(VOICE_MEASURES.phrase) as PerformanceMeasure[];
    // Entries sort by when each phrase's synthesis began in the worker.
    expect(phrases.map((entry) => (entry.detail as { noteIds: string[] }).noteIds).sort()).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
      ['c1', 'c2'],
    ]);
    expect(phrases.every((entry) => (entry.detail as { cached: boolean }).cached === false)).toBe(true);
    expect(performance.getEntriesByName(VOICE_MEASURES.render)).toHaveLength(1);

    // All from the cache: no progress to show, only the final idle status.
    statuses.length = 0;
    await collect(client, song);
    expect(statuses).toEqual([{ rendering: false, done: 3, total: 3, synthesized: 0 }]);
    client.dispose();
  });

  it('a render the worker cannot do rejects with its message, and the status goes back to idle', async () => {
    const { worker } = inProcessWorker();
    const statuses: RenderStatus[] = [];
    const client = new VoiceClient({ worker, onStatus: (status) => statuses.push(status) });
    const broken = { ...twoTrackSong(), tracks: null } as unknown as ProjectDocument;
    await expect(collect(client, broken)).rejects.toThrow(/tracks|null/);
    expect(statuses).toEqual([{ rendering: false, done: 0, total: 0, synthesized: 0 }]);
    client.dispose();
  });

  it('plays a project with another engine through the same host and cache: one edited note renders only its phrase', async () => {
    const sine = createSineEngine();
    registerEngine(sine);
    const { worker } = inProcessWorker({ engineFor: () => findEngine('sine')! });
    const client = new VoiceClient({ worker });
    const song = twoTrackSong();
    const first = await collect(client, song);
    expect(first.report.rendered).toHaveLength(3);
    expect(sine.rendered).toHaveLength(3);
    const edited = structuredClone(song);
    edited.tracks[0]!.notes[3]!.pitch = 60;
    const second = await collect(client, edited);
    expect(second.report.rendered.map((phrase) => phrase.noteIds)).toEqual([['b1', 'b2']]);
    expect(sine.rendered).toHaveLength(4);
    client.dispose();
  });

  it("answers the editor's phoneme preview from the voice worker, Hangul on an English track read as Korean", async () => {
    const { worker } = inProcessWorker();
    const phonemes = new PhonemeClient(() => worker);
    const result = await phonemes.phonemize('en', [
      { id: 'a', lyric: '하' },
      { id: 'b', lyric: '나' },
    ]);
    expect(result.syllables.map((syllables) => [...syllables[0]!.onset, ...syllables[0]!.nucleus])).toEqual([
      ['h', 'a'],
      ['n', 'a'],
    ]);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['read_as_korean', 'read_as_korean']);
    phonemes.dispose();
  });
});
