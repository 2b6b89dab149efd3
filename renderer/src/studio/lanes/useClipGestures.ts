import { type KeyboardEvent, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { AudioClip, AudioTrack } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import type { SnapDivision } from '../../../../shared/studio/time';
import type { Viewport } from '../editor/viewport';
import {
  CLIP_BOX,
  type ClipZone,
  changesClip,
  clipSpan,
  clipZone,
  dragPatch,
  nudgePatch,
  type TimeAxis,
  tickAtX,
} from './clipLane';

/** A clip of a track, by ids. */
export type ClipRef = { trackId: string; clipId: string };

type ClipDrag = { trackId: string; clip: AudioClip; zone: ClipZone; fromTick: number; startX: number; moved: boolean };

const DRAG_THRESHOLD = 3;
const ARROWS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 };

type Deps = {
  view: Viewport;
  snap: SnapDivision;
  axis: TimeAxis;
  audioTracks: readonly AudioTrack[];
  history: History;
  execute: (command: Command, mergeKey?: string) => void;
  commit: () => void;
};

/** The clip (and its part) under a pointer in a lane; the last drawn wins. */
function clipAt(deps: Deps, track: AudioTrack, event: ReactPointerEvent<HTMLElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  const x = event.clientX - rect.left + deps.view.keyboardWidth;
  const y = event.clientY - rect.top - CLIP_BOX.top;
  for (let index = track.clips.length - 1; index >= 0; index -= 1) {
    const clip = track.clips[index]!;
    const zone = clipZone(clipSpan(deps.view, deps.axis.tempos, clip), x, y, CLIP_BOX.height);
    if (zone) return { clip, zone, x };
  }
  return { clip: undefined, zone: undefined, x };
}

/**
 * The lanes' mouse and keys: a click selects a clip; a drag of its body moves it, of an edge trims
 * it, of a fade handle sets the fade (live through History's preview, one step on release, Escape
 * cancels; Alt drags off the snap); Delete removes the selected clip, the arrows nudge it.
 */
export function useClipGestures(deps: Deps) {
  const drag = useRef<ClipDrag | null>(null);
  const [selected, setSelected] = useState<ClipRef | null>(null);
  const [hover, setHover] = useState<ClipZone | null>(null);
  const [dragging, setDragging] = useState<ClipZone | null>(null);

  const end = () => {
    drag.current = null;
    setDragging(null);
  };
  const cancel = () => {
    if (drag.current?.moved) deps.history.cancel();
    end();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, track: AudioTrack) => {
    if (event.button !== 0) return;
    const { clip, zone, x } = clipAt(deps, track, event);
    if (!clip || !zone) {
      setSelected(null);
      return;
    }
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setSelected({ trackId: track.id, clipId: clip.id });
    event.currentTarget.querySelector<HTMLElement>(`[data-clip-id="${clip.id}"]`)?.focus();
    drag.current = {
      trackId: track.id,
      clip,
      zone,
      fromTick: tickAtX(deps.view, x),
      startX: event.clientX,
      moved: false,
    };
    setDragging(zone);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>, track: AudioTrack) => {
    const current = drag.current;
    if (!current) {
      const { zone } = clipAt(deps, track, event);
      setHover(zone ?? null);
      return;
    }
    if (!current.moved && Math.abs(event.clientX - current.startX) <= DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      deps.history.begin();
    }
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left + deps.view.keyboardWidth;
    const snap = event.altKey ? 'off' : deps.snap;
    const changes = dragPatch(current.clip, current.zone, tickAtX(deps.view, x) - current.fromTick, snap, deps.axis);
    deps.history.preview({ type: 'updateClip', trackId: current.trackId, clipId: current.clip.id, changes });
  };

  const onPointerUp = () => {
    if (drag.current?.moved) deps.commit();
    end();
  };

  const clipOf = (ref: ClipRef | null) =>
    ref && deps.audioTracks.find((track) => track.id === ref.trackId)?.clips.find((clip) => clip.id === ref.clipId);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && drag.current) {
      event.stopPropagation();
      cancel();
      return;
    }
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-clip-id]');
    const ref = target && { trackId: target.dataset.trackId!, clipId: target.dataset.clipId! };
    const clip = clipOf(ref);
    if (!ref || !clip || drag.current) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      event.stopPropagation();
      deps.execute({ type: 'removeClip', ...ref });
      setSelected(null);
      event.currentTarget.focus();
      return;
    }
    const direction = ARROWS[event.key];
    if (!direction || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const zone = (target.dataset.zone ?? 'body') as ClipZone;
    const changes = nudgePatch(clip, zone, direction, event.altKey ? 'off' : deps.snap, deps.axis);
    if (changesClip(clip, changes)) deps.execute({ type: 'updateClip', ...ref, changes }, `clip-${zone}-${clip.id}`);
  };

  return {
    selected,
    select: setSelected,
    hover,
    dragging,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: cancel,
    onPointerLeave: () => {
      if (!drag.current) setHover(null);
    },
    onKeyDown,
  };
}
