import { setTempoMap, setTimeSignatureMap } from './apply-timeline';
import { byTick, type CommandHandlers, clamp, cleanName, unchanged } from './command-result';
import { SCALE_NAMES, type SongKey } from './document';
import { DOCUMENT_LIMITS, TEMPO_RANGE } from './limits';
import { barStartTick, tickToBarBeat } from './time';

type SongCommandType =
  | 'setTitle'
  | 'setTempo'
  | 'removeTempo'
  | 'setTempoMap'
  | 'setTimeSignature'
  | 'removeTimeSignature'
  | 'setTimeSignatureMap'
  | 'setKey'
  | 'setLoop';

/** The commands that set the song's title, tempo and time signature maps, key and loop. */
export const SONG_COMMANDS: CommandHandlers<SongCommandType> = {
  setTitle(doc, command) {
    const title = cleanName(command.title, DOCUMENT_LIMITS.maxTitleLength);
    if (!title || title === doc.title) return unchanged(doc);
    return { document: { ...doc, title }, inverse: { type: 'setTitle', title: doc.title }, changed: true };
  },
  setTempo(doc, command) {
    const tick = clamp(Math.round(command.tick), 0, DOCUMENT_LIMITS.maxTick);
    if (!Number.isFinite(command.bpm)) return unchanged(doc);
    const bpm = clamp(command.bpm, TEMPO_RANGE.min, TEMPO_RANGE.max);
    const tempos = [...doc.tempos.filter((change) => change.tick !== tick), { tick, bpm }].sort(byTick);
    return setTempoMap(doc, tempos);
  },
  removeTempo(doc, command) {
    if (command.tick === 0) return unchanged(doc);
    return setTempoMap(
      doc,
      doc.tempos.filter((change) => change.tick !== command.tick),
    );
  },
  setTempoMap: (doc, command) => setTempoMap(doc, command.tempos),
  setTimeSignature(doc, command) {
    if (![1, 2, 4, 8, 16, 32].includes(command.denominator)) return unchanged(doc);
    const bar = tickToBarBeat(doc.timeSignatures, Math.max(0, command.tick)).bar;
    const tick = barStartTick(doc.timeSignatures, bar);
    const numerator = clamp(Math.round(command.numerator), 1, 32);
    const signatures = [
      ...doc.timeSignatures.filter((change) => change.tick !== tick),
      { tick, numerator, denominator: command.denominator },
    ].sort(byTick);
    return setTimeSignatureMap(doc, signatures);
  },
  removeTimeSignature(doc, command) {
    if (command.tick === 0) return unchanged(doc);
    return setTimeSignatureMap(
      doc,
      doc.timeSignatures.filter((change) => change.tick !== command.tick),
    );
  },
  setTimeSignatureMap: (doc, command) => setTimeSignatureMap(doc, command.timeSignatures),
  setKey(doc, command) {
    if (!SCALE_NAMES.includes(command.key.scale) || !Number.isFinite(command.key.tonic)) return unchanged(doc);
    const key: SongKey = { tonic: clamp(Math.round(command.key.tonic), 0, 11), scale: command.key.scale };
    if (key.tonic === doc.key.tonic && key.scale === doc.key.scale) return unchanged(doc);
    return { document: { ...doc, key }, inverse: { type: 'setKey', key: doc.key }, changed: true };
  },
  setLoop(doc, command) {
    const startTick = clamp(Math.round(command.startTick ?? doc.loop.startTick), 0, DOCUMENT_LIMITS.maxTick - 1);
    const endTick = clamp(Math.round(command.endTick ?? doc.loop.endTick), startTick + 1, DOCUMENT_LIMITS.maxTick);
    const loop = { enabled: command.enabled ?? doc.loop.enabled, startTick, endTick };
    if (loop.enabled === doc.loop.enabled && startTick === doc.loop.startTick && endTick === doc.loop.endTick) {
      return unchanged(doc);
    }
    return { document: { ...doc, loop }, inverse: { type: 'setLoop', ...doc.loop }, changed: true };
  },
};
