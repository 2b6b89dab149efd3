import type { Command } from './commands';
import type { ProjectDocument, TimeSignatureChange } from './document';
import { TEMPO_RANGE } from './limits';
import { barStartTick, tickToBarBeat } from './time';

/**
 * Tempo and time-signature markers along the song, as the editor's meter strip shows and edits
 * them: each at a bar line, the first (at tick 0) edited but never moved or removed. The helpers
 * validate what the user typed and build the commands (one undo step each).
 */

export const DENOMINATORS = [1, 2, 4, 8, 16, 32] as const satisfies ReadonlyArray<TimeSignatureChange['denominator']>;
export const NUMERATOR_RANGE = { min: 1, max: 32 } as const;

export type MarkerKind = 'tempo' | 'meter';

export type Marker = {
  kind: MarkerKind;
  tick: number;
  /** 1-based bar the marker sits at. */
  bar: number;
  /** "120" or "3/4". */
  label: string;
  /** The first marker of its kind: it can be edited, not moved or removed. */
  first: boolean;
};

/** A tempo's text: at most two decimals, no trailing zeros. */
export function formatBpm(bpm: number): string {
  return String(Math.round(bpm * 100) / 100);
}

export function markers(doc: Pick<ProjectDocument, 'tempos' | 'timeSignatures'>, kind: MarkerKind): Marker[] {
  const signatures = doc.timeSignatures;
  if (kind === 'tempo') {
    return doc.tempos.map((change, index) => ({
      kind,
      tick: change.tick,
      bar: tickToBarBeat(signatures, change.tick).bar,
      label: formatBpm(change.bpm),
      first: index === 0,
    }));
  }
  return signatures.map((change, index) => ({
    kind,
    tick: change.tick,
    bar: tickToBarBeat(signatures, change.tick).bar,
    label: `${change.numerator}/${change.denominator}`,
    first: index === 0,
  }));
}

export type TempoCheck = { ok: true; bpm: number } | { ok: false; error: 'tempoRange' };

/** A tempo typed by the user: a number within TEMPO_RANGE (two decimals kept). */
export function checkTempo(input: string | number): TempoCheck {
  const value = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  if (String(input).trim() === '' || !Number.isFinite(value) || value < TEMPO_RANGE.min || value > TEMPO_RANGE.max) {
    return { ok: false, error: 'tempoRange' };
  }
  return { ok: true, bpm: Math.round(value * 100) / 100 };
}

export type MeterCheck =
  | { ok: true; numerator: number; denominator: TimeSignatureChange['denominator'] }
  | { ok: false; error: 'numeratorRange' | 'denominator' };

export function checkMeter(numerator: string | number, denominator: string | number): MeterCheck {
  const top = Number(numerator);
  const bottom = Number(denominator);
  if (
    String(numerator).trim() === '' ||
    !Number.isInteger(top) ||
    top < NUMERATOR_RANGE.min ||
    top > NUMERATOR_RANGE.max
  ) {
    return { ok: false, error: 'numeratorRange' };
  }
  if (!DENOMINATORS.includes(bottom as TimeSignatureChange['denominator'])) return { ok: false, error: 'denominator' };
  return { ok: true, numerator: top, denominator: bottom as TimeSignatureChange['denominator'] };
}

export type BarCheck = { ok: true; bar: number } | { ok: false; error: 'barRange' };

/** A bar number typed for a new or moved marker: a whole number ≥ 1 (≥ 2 unless it is the first marker). */
export function checkBar(input: string | number, first: boolean): BarCheck {
  const bar = Number(input);
  if (first) return { ok: true, bar: 1 };
  if (String(input).trim() === '' || !Number.isInteger(bar) || bar < 2 || bar > 9999)
    return { ok: false, error: 'barRange' };
  return { ok: true, bar };
}

/** The tick where a bar starts in the document's meter. */
export function barTick(doc: Pick<ProjectDocument, 'timeSignatures'>, bar: number): number {
  return barStartTick(doc.timeSignatures, Math.max(1, Math.round(bar)));
}

/**
 * Sets a tempo marker: a new one at `bar`, or the one at `fromTick` changed and moved to `bar`.
 * The first marker stays at tick 0.
 */
export function tempoMarkerCommand(
  doc: Pick<ProjectDocument, 'timeSignatures'>,
  edit: { fromTick?: number; bar: number; bpm: number },
): Command {
  const to = edit.fromTick === 0 ? 0 : barTick(doc, edit.bar);
  const set: Command = { type: 'setTempo', tick: to, bpm: edit.bpm };
  if (edit.fromTick === undefined || edit.fromTick === to) return set;
  return { type: 'batch', commands: [{ type: 'removeTempo', tick: edit.fromTick }, set] };
}

/**
 * Sets a time-signature marker: new at `bar`, or the one at `fromTick` changed and moved to `bar`.
 * The bar is counted in the meter before the edit; the first marker stays at tick 0.
 */
export function meterMarkerCommand(
  doc: Pick<ProjectDocument, 'timeSignatures'>,
  edit: { fromTick?: number; bar: number; numerator: number; denominator: TimeSignatureChange['denominator'] },
): Command {
  // Bars before the marker's new place do not depend on the marker itself: count them without it.
  const others = doc.timeSignatures.filter((change) => change.tick !== edit.fromTick);
  const to =
    edit.fromTick === 0 ? 0 : barTick({ timeSignatures: others.length ? others : doc.timeSignatures }, edit.bar);
  const set: Command = { type: 'setTimeSignature', tick: to, numerator: edit.numerator, denominator: edit.denominator };
  if (edit.fromTick === undefined || edit.fromTick === to) return set;
  return { type: 'batch', commands: [{ type: 'removeTimeSignature', tick: edit.fromTick }, set] };
}

/** Moves a marker (not the first) to another bar, keeping its value; undefined when it would not move. */
export function moveMarkerCommand(
  doc: ProjectDocument,
  kind: MarkerKind,
  fromTick: number,
  bar: number,
): Command | undefined {
  if (fromTick === 0 || bar < 2) return undefined;
  if (kind === 'tempo') {
    const change = doc.tempos.find((candidate) => candidate.tick === fromTick);
    if (!change) return undefined;
    return tempoMarkerCommand(doc, { fromTick, bar, bpm: change.bpm });
  }
  const change = doc.timeSignatures.find((candidate) => candidate.tick === fromTick);
  if (!change) return undefined;
  return meterMarkerCommand(doc, { fromTick, bar, numerator: change.numerator, denominator: change.denominator });
}

export function removeMarkerCommand(kind: MarkerKind, tick: number): Command | undefined {
  if (tick === 0) return undefined;
  return kind === 'tempo' ? { type: 'removeTempo', tick } : { type: 'removeTimeSignature', tick };
}
