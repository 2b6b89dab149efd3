import { SHORTEST_CLIP } from '../../../../shared/studio/audio-track-commands';
import type { AudioClipPatch } from '../../../../shared/studio/commands';
import type { AudioClip, TempoChange, TimeSignatureChange } from '../../../../shared/studio/document';
import { type SnapDivision, secondsToTick, snapStep, snapTick, tickToSeconds } from '../../../../shared/studio/time';
import { EDGE_GRAB_PX, type Viewport } from '../editor/viewport';

/**
 * The clip lane's geometry as pure numbers: where a clip lies on the roll's time axis, which part
 * of it a point is over, and the clamped change a drag (or an arrow key) makes to it.
 */

/** What a pointer grabs: the body moves, the edges trim, the handles at the top corners set the fades. */
export type ClipZone = 'body' | 'start' | 'end' | 'fadeIn' | 'fadeOut';

/** A clip's place on screen, in the roll's x (the keyboard's width included) and in seconds. */
export type ClipSpan = { x: number; width: number; startSeconds: number; fadeInX: number; fadeOutX: number };

export type TimeAxis = { tempos: readonly TempoChange[]; signatures: readonly TimeSignatureChange[] };

/** A lane's height and where its clips sit in it (CSS pixels). */
export const CLIP_BOX = { laneHeight: 50, top: 4, height: 42 } as const;

/** How tall (in px from the clip's top) the fade handles' grab area is. */
export const FADE_HANDLE_PX = 10;

/** The tick at x, not limited to the song (a drag may start left of tick 0). */
export function tickAtX(view: Viewport, x: number): number {
  return view.scrollTick + (x - view.keyboardWidth) / view.pxPerTick;
}

/** The x of a tick. */
export function xAtTick(view: Viewport, tick: number): number {
  return view.keyboardWidth + (tick - view.scrollTick) * view.pxPerTick;
}

/** The x of a time in seconds (through the tempo map). */
export function xAtSeconds(view: Viewport, tempos: readonly TempoChange[], seconds: number): number {
  return xAtTick(view, secondsToTick(tempos, seconds));
}

/** The time in seconds at x (through the tempo map). */
export function secondsAtX(view: Viewport, tempos: readonly TempoChange[], x: number): number {
  return tickToSeconds(tempos, tickAtX(view, x));
}

/** Where a clip is drawn: from its start to start + duration, with the ends of its fades. */
export function clipSpan(view: Viewport, tempos: readonly TempoChange[], clip: AudioClip): ClipSpan {
  const startSeconds = tickToSeconds(tempos, clip.tick);
  const x = xAtTick(view, clip.tick);
  const endX = xAtSeconds(view, tempos, startSeconds + clip.duration);
  return {
    x,
    width: endX - x,
    startSeconds,
    fadeInX: xAtSeconds(view, tempos, startSeconds + clip.fadeIn),
    fadeOutX: xAtSeconds(view, tempos, startSeconds + clip.duration - clip.fadeOut),
  };
}

/** Px from a clip's edges the fade handles keep (a handle with no fade sits just inside its corner). */
export const HANDLE_INSET = 5;

/** Where the fade handles are drawn and grabbed: at the ends of the fades, inside the clip. */
export function fadeHandleX(span: ClipSpan, fade: 'fadeIn' | 'fadeOut'): number {
  const inset = Math.min(HANDLE_INSET, span.width / 2);
  return Math.min(
    span.x + span.width - inset,
    Math.max(span.x + inset, fade === 'fadeIn' ? span.fadeInX : span.fadeOutX),
  );
}

/**
 * The part of a clip under a point (x in the roll's coordinates, y from the clip's top), or
 * undefined off the clip. The fade handles win in the top corners, then the edges.
 */
export function clipZone(span: ClipSpan, x: number, y: number, height: number): ClipZone | undefined {
  if (x < span.x || x > span.x + span.width || y < 0 || y > height) return undefined;
  const grab = Math.min(EDGE_GRAB_PX, span.width / 4);
  if (y <= FADE_HANDLE_PX) {
    if (Math.abs(x - fadeHandleX(span, 'fadeIn')) <= grab) return 'fadeIn';
    if (Math.abs(x - fadeHandleX(span, 'fadeOut')) <= grab) return 'fadeOut';
  }
  if (x - span.x <= grab) return 'start';
  if (span.x + span.width - x <= grab) return 'end';
  return 'body';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The (whole) tick an edge lands on: on the snap grid unless the snap is 'off' (Alt held, or the editor's snap off). */
function landTick(tick: number, snap: SnapDivision, axis: TimeAxis): number {
  return snapTick(tick, snap, axis.signatures);
}

/** The clip moved: its start on the grid, never before the song's start. */
function movePatch(clip: AudioClip, deltaTick: number, snap: SnapDivision, axis: TimeAxis): AudioClipPatch {
  return { tick: landTick(clip.tick + deltaTick, snap, axis) };
}

/** The start trimmed: offset, duration and tick change together, so the audio stays where it was. */
function trimStartPatch(clip: AudioClip, deltaTick: number, snap: SnapDivision, axis: TimeAxis): AudioClipPatch {
  const start = tickToSeconds(axis.tempos, clip.tick);
  const wanted = tickToSeconds(axis.tempos, landTick(clip.tick + deltaTick, snap, axis)) - start;
  const lowest = Math.max(-clip.offset, -start);
  const highest = clip.duration - SHORTEST_CLIP;
  const clamped = clamp(wanted, lowest, highest);
  // The tick is whole: where a limit stopped the edge between two ticks, take the tick's own time if it fits.
  const tick = Math.max(0, Math.round(secondsToTick(axis.tempos, start + clamped)));
  const onTick = tickToSeconds(axis.tempos, tick) - start;
  const delta = onTick >= lowest && onTick <= highest ? onTick : clamped;
  const duration = clip.duration - delta;
  const fadeIn = Math.min(clip.fadeIn, duration);
  return {
    tick,
    offset: clip.offset + delta,
    duration,
    fadeIn,
    fadeOut: Math.min(clip.fadeOut, duration - fadeIn),
  };
}

/** The end trimmed: the duration, within what the recording holds. */
function trimEndPatch(clip: AudioClip, deltaTick: number, snap: SnapDivision, axis: TimeAxis): AudioClipPatch {
  const start = tickToSeconds(axis.tempos, clip.tick);
  const endTick = secondsToTick(axis.tempos, start + clip.duration);
  const wanted = tickToSeconds(axis.tempos, landTick(endTick + deltaTick, snap, axis)) - start;
  const duration = clamp(wanted, SHORTEST_CLIP, clip.sourceDuration - clip.offset);
  const fadeIn = Math.min(clip.fadeIn, duration);
  return { duration, fadeIn, fadeOut: Math.min(clip.fadeOut, duration - fadeIn) };
}

/** A fade handle moved by `deltaTick` (fades are not snapped): the two fades together fit in the clip. */
function fadePatch(clip: AudioClip, zone: 'fadeIn' | 'fadeOut', deltaTick: number, axis: TimeAxis): AudioClipPatch {
  const start = tickToSeconds(axis.tempos, clip.tick);
  const handle = zone === 'fadeIn' ? start + clip.fadeIn : start + clip.duration - clip.fadeOut;
  const moved = tickToSeconds(axis.tempos, secondsToTick(axis.tempos, handle) + deltaTick) - handle;
  return zone === 'fadeIn'
    ? { fadeIn: clamp(clip.fadeIn + moved, 0, clip.duration - clip.fadeOut) }
    : { fadeOut: clamp(clip.fadeOut - moved, 0, clip.duration - clip.fadeIn) };
}

/**
 * The change a drag of `zone` by `deltaTick` makes to `clip` (as it was when the drag began), with
 * every limit kept: tick ≥ 0, offset ≥ 0, offset + duration ≤ the recording, duration ≥ 0.05 s, fades within the clip.
 */
export function dragPatch(
  clip: AudioClip,
  zone: ClipZone,
  deltaTick: number,
  snap: SnapDivision,
  axis: TimeAxis,
): AudioClipPatch {
  if (zone === 'body') return movePatch(clip, deltaTick, snap, axis);
  if (zone === 'start') return trimStartPatch(clip, deltaTick, snap, axis);
  if (zone === 'end') return trimEndPatch(clip, deltaTick, snap, axis);
  return fadePatch(clip, zone, deltaTick, axis);
}

/** Seconds an arrow key moves a fade handle. */
export const FADE_KEY_SECONDS = 0.1;

/**
 * The change an arrow key makes (direction −1 or +1): the body and the edges go one snap step
 * (a beat without a snap), the fade handles a tenth of a second.
 */
export function nudgePatch(
  clip: AudioClip,
  zone: ClipZone,
  direction: -1 | 1,
  snap: SnapDivision,
  axis: TimeAxis,
): AudioClipPatch {
  if (zone === 'fadeIn' || zone === 'fadeOut') {
    const start = tickToSeconds(axis.tempos, clip.tick);
    const handle = zone === 'fadeIn' ? start + clip.fadeIn : start + clip.duration - clip.fadeOut;
    const target = Math.max(0, handle + direction * FADE_KEY_SECONDS);
    const deltaTick = secondsToTick(axis.tempos, target) - secondsToTick(axis.tempos, handle);
    return fadePatch(clip, zone, deltaTick, axis);
  }
  return dragPatch(clip, zone, direction * snapStep(snap), snap, axis);
}

/** Whether a patch changes anything of the clip. */
export function changesClip(clip: AudioClip, patch: AudioClipPatch): boolean {
  return (Object.keys(patch) as Array<keyof AudioClipPatch>).some((key) => patch[key] !== clip[key]);
}
