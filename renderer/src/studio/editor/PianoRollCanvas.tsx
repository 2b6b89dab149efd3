import { type PointerEvent as ReactPointerEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { Note, ProjectDocument, Track } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { type SnapDivision, snapTick } from '../../../../shared/studio/time';
import { usePlayhead } from '../playback/playheadStore';
import { drawRoll } from './drawRoll';
import classes from './Editor.module.css';
import { cutTick, drawnNote, splitAtPoint } from './noteEdits';
import type { NoteMark } from './noteMarks';
import { type PitchPath, pitchPaths } from './sungPitch';
import { useRollSizeAndWheel } from './useRollSizeAndWheel';
import {
  hitTest,
  notesInMarquee,
  type Point,
  pitchToY,
  scrollBy,
  tickToX,
  type Viewport,
  visibleRange,
  xToTick,
  yToPitch,
} from './viewport';

type Drag =
  | { kind: 'marquee'; from: Point; to: Point; additive: boolean; base: Set<string>; moved: boolean }
  | { kind: 'move' | 'copy'; from: Point; anchor: Note; ids: string[]; moved: boolean; clicked: Note; toggled: boolean }
  | { kind: 'resize'; from: Point; anchor: Note; ids: string[]; edge: 'start' | 'end'; moved: boolean }
  | { kind: 'pan'; from: Point; last: Point; moved: boolean }
  | { kind: 'keys'; from: Point; pitch: number; moved: boolean }
  | { kind: 'draw'; from: Point; note: Note; moved: boolean };

/** Where a right click asks for the note menu: the note under it (if any) and the tick of the click. */
export type RollContextRequest = { clientX: number; clientY: number; noteId?: string; tick: number };

export type PianoRollProps = {
  document: ProjectDocument;
  track: Track | undefined;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  snap: SnapDivision;
  view: Viewport;
  onView: (update: (view: Viewport) => Viewport) => void;
  playheadTick: number;
  onPlayhead: (tick: number) => void;
  editingId?: string;
  onEditLyric: (noteId: string) => void;
  history: History;
  execute: (command: Command) => void;
  commit: () => void;
  ids: IdGenerator;
  defaultLyric: string;
  /** Phonemes, warnings and range of each note of the track. */
  marks?: ReadonlyMap<string, NoteMark>;
  /** The track's character's comfortable range. */
  range?: { low: number; high: number };
  /** The localized explanations of a note's marks (hover tooltip). */
  describe?: (noteId: string) => string[];
  /** Sounds a pitch: a key of the keyboard clicked, or a note just drawn. */
  onPreview?: (pitch: number, cause: 'key' | 'draw') => void;
  onContextMenu?: (request: RollContextRequest) => void;
};

const DRAG_THRESHOLD = 3;

/** The piano roll: a devicePixelRatio-sharp canvas with every mouse gesture of note editing. */
export function PianoRollCanvas(props: PianoRollProps) {
  const { t } = useTranslation('studio');
  const { view, onView, track, snap, document: doc } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [cursor, setCursor] = useState('crosshair');
  const [knife, setKnife] = useState<{ x: number; y: number; height: number } | null>(null);
  const [hover, setHover] = useState<{ x: number; y: number; noteId: string } | null>(null);
  const { pitch: sung } = usePlayhead();
  // While a drag previews an edit the line stays as it was sung; it follows the edit in a render
  // after the one that draws the edit (matching the lines to the notes is not the commit's work).
  const dragging = drag !== null && drag.kind !== 'pan' && drag.kind !== 'keys';
  const pathTrack = useDeferredValue(track);
  const pathTempos = useDeferredValue(doc.tempos);
  const frozen = useDeferredValue(dragging);
  const lastPaths = useRef<PitchPath[]>([]);
  const paths = useMemo(() => {
    if (!frozen)
      lastPaths.current = pathTrack ? pitchPaths(sung.values(), pathTrack.id, pathTempos, pathTrack.notes) : [];
    return lastPaths.current;
  }, [sung, pathTrack, pathTempos, frozen]);

  useRollSizeAndWheel(boxRef, canvasRef, onView);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || view.width < 10 || view.height < 10) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(view.width * ratio)) canvas.width = Math.round(view.width * ratio);
    if (canvas.height !== Math.round(view.height * ratio)) canvas.height = Math.round(view.height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawRoll(context, view, {
      document: doc,
      track,
      selected: props.selected,
      snap,
      playheadTick: props.playheadTick,
      marquee: drag?.kind === 'marquee' && drag.moved ? { from: drag.from, to: drag.to } : undefined,
      editingId: props.editingId,
      marks: props.marks,
      range: props.range,
      pitchPaths: paths,
      pressedPitch: drag?.kind === 'keys' ? drag.pitch : undefined,
      knife: knife ?? undefined,
    });
  });

  const point = (event: ReactPointerEvent | React.MouseEvent): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const sigs = doc.timeSignatures;

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button === 1) {
      // Middle drag pans time and pitch.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const at = point(event);
      setDrag({ kind: 'pan', from: at, last: at, moved: false });
      return;
    }
    if (event.button !== 0 || !track) return;
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    setHover(null);
    const at = point(event);
    if (at.y < view.rulerHeight) {
      props.onPlayhead(snapTick(xToTick(view, at.x), snap, sigs));
      return;
    }
    if (at.x < view.keyboardWidth) {
      const pitch = yToPitch(view, at.y);
      props.onPreview?.(pitch, 'key');
      setDrag({ kind: 'keys', from: at, pitch, moved: false });
      return;
    }
    const hit = hitTest(view, track.notes, at.x, at.y);
    const additive = event.shiftKey || event.ctrlKey || event.metaKey;
    if (!hit && !additive) {
      // On empty space a click draws a note one snap long, a drag one as long as the drag.
      const start = { tick: xToTick(view, at.x), pitch: yToPitch(view, at.y) };
      const note = drawnNote(start, 0, snap, sigs, { id: props.ids(), lyric: props.defaultLyric });
      props.history.begin();
      setDrag({ kind: 'draw', from: at, note, moved: false });
      return;
    }
    if (!hit) {
      setDrag({
        kind: 'marquee',
        from: at,
        to: at,
        additive,
        base: new Set(additive ? props.selected : []),
        moved: false,
      });
      return;
    }
    let selection = props.selected;
    let toggled = false;
    if (additive) {
      selection = new Set(props.selected);
      if (selection.has(hit.note.id)) selection.delete(hit.note.id);
      else selection.add(hit.note.id);
      toggled = true;
      props.onSelect(selection);
    } else if (!selection.has(hit.note.id)) {
      selection = new Set([hit.note.id]);
      props.onSelect(selection);
    }
    const ids = track.notes.filter((note) => selection.has(note.id)).map((note) => note.id);
    if (!ids.includes(hit.note.id)) return;
    props.history.begin();
    if (hit.part === 'body')
      setDrag({
        kind: event.altKey ? 'copy' : 'move',
        from: at,
        anchor: hit.note,
        ids,
        moved: false,
        clicked: hit.note,
        toggled,
      });
    else setDrag({ kind: 'resize', from: at, anchor: hit.note, ids, edge: hit.part, moved: false });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const at = point(event);
    if (!drag) {
      const hit = track && hitTest(view, track.notes, at.x, at.y);
      const overKeys = at.x < view.keyboardWidth && at.y >= view.rulerHeight;
      setCursor(
        at.y < view.rulerHeight || overKeys
          ? 'pointer'
          : hit
            ? hit.part === 'body'
              ? 'grab'
              : 'ew-resize'
            : 'crosshair',
      );
      const cut = event.altKey && hit ? cutTick(hit.note, xToTick(view, at.x), snap, sigs) : null;
      setKnife(
        cut === null || !hit
          ? null
          : { x: tickToX(view, cut), y: pitchToY(view, hit.note.pitch), height: view.rowHeight },
      );
      const describing = hit && props.describe?.(hit.note.id).length ? hit.note.id : undefined;
      setHover((current) =>
        describing
          ? current?.noteId === describing
            ? current
            : { x: at.x, y: pitchToY(view, hit!.note.pitch) + view.rowHeight, noteId: describing }
          : null,
      );
      return;
    }
    if (drag.kind === 'pan') {
      onView((current) => scrollBy(current, drag.last.x - at.x, at.y - drag.last.y));
      setDrag({ ...drag, last: at, moved: true });
      return;
    }
    if (drag.kind === 'keys') {
      const pitch = yToPitch(view, at.y);
      if (pitch !== drag.pitch) {
        props.onPreview?.(pitch, 'key');
        setDrag({ ...drag, pitch, moved: true });
      }
      return;
    }
    const moved = drag.moved || Math.hypot(at.x - drag.from.x, at.y - drag.from.y) > DRAG_THRESHOLD;
    if (!moved || !track) return;
    if (drag.kind === 'draw') {
      const drawn = drawnNote(drag.note, xToTick(view, at.x), snap, sigs, drag.note);
      props.history.preview({ type: 'addNotes', trackId: track.id, notes: [drawn] });
      setDrag({ ...drag, moved });
      return;
    }
    if (drag.kind === 'marquee') {
      const inside = notesInMarquee(view, track.notes, drag.from, at).map((note) => note.id);
      props.onSelect(new Set([...drag.base, ...inside]));
      setDrag({ ...drag, to: at, moved });
      return;
    }
    const rawDelta = (at.x - drag.from.x) / view.pxPerTick;
    if (drag.kind === 'resize') {
      const edgeTick = drag.edge === 'end' ? drag.anchor.tick + drag.anchor.duration : drag.anchor.tick;
      const delta = snapTick(edgeTick + rawDelta, snap, sigs) - edgeTick;
      props.history.preview({ type: 'resizeNotes', trackId: track.id, noteIds: drag.ids, edge: drag.edge, delta });
    } else {
      const deltaTick = snapTick(drag.anchor.tick + rawDelta, snap, sigs) - drag.anchor.tick;
      const deltaPitch = yToPitch(view, at.y) - yToPitch(view, drag.from.y);
      if (drag.kind === 'move') {
        props.history.preview({ type: 'moveNotes', trackId: track.id, noteIds: drag.ids, deltaTick, deltaPitch });
      } else {
        const chosen = new Set(drag.ids);
        const copies = track.notes
          .filter((note) => chosen.has(note.id))
          .map((note) => ({
            ...note,
            id: props.ids(),
            tick: Math.max(0, note.tick + deltaTick),
            pitch: Math.max(0, Math.min(127, note.pitch + deltaPitch)),
          }));
        props.history.preview({ type: 'addNotes', trackId: track.id, notes: copies });
      }
    }
    if (!drag.moved) setDrag({ ...drag, moved: true });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drag || !track) return;
    setDrag(null);
    if (drag.kind === 'pan' || drag.kind === 'keys') return;
    if (drag.kind === 'draw' || drag.kind === 'marquee') {
      if (drag.kind === 'marquee' && drag.moved) return;
      const at = point(event);
      const start = { tick: xToTick(view, at.x), pitch: yToPitch(view, at.y) };
      const note =
        drag.kind === 'draw'
          ? drawnNote(drag.note, drag.moved ? xToTick(view, at.x) : 0, snap, sigs, drag.note)
          : drawnNote(start, 0, snap, sigs, { id: props.ids(), lyric: props.defaultLyric });
      // The drag's previews go; the note lands as one step.
      if (drag.kind === 'draw') props.history.cancel();
      props.execute({ type: 'addNotes', trackId: track.id, notes: [note] });
      props.onSelect(new Set([note.id]));
      props.onPreview?.(note.pitch, 'draw');
      return;
    }
    if (!drag.moved) {
      props.history.cancel();
      if (drag.kind === 'copy') {
        // Alt+click without a drag is the knife: cut the note at the click (on the snap).
        const cut = splitAtPoint(track, drag.clicked, xToTick(view, point(event).x), snap, sigs, props.ids);
        setKnife(null);
        if (cut) {
          props.execute(cut.command);
          props.onSelect(new Set(cut.select));
        }
        return;
      }
      if (drag.kind !== 'resize' && !drag.toggled) props.onSelect(new Set([drag.clicked.id]));
      return;
    }
    props.commit();
  };

  const onDoubleClick = (event: React.MouseEvent<HTMLCanvasElement>) => {
    if (!track) return;
    const at = point(event);
    const hit = hitTest(view, track.notes, at.x, at.y);
    if (hit) props.onEditLyric(hit.note.id);
  };

  const onContextMenu = (event: React.MouseEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    if (!track || !props.onContextMenu) return;
    const at = point(event);
    if (at.x < view.keyboardWidth || at.y < view.rulerHeight) return;
    const hit = hitTest(view, track.notes, at.x, at.y);
    if (hit && !props.selected.has(hit.note.id)) props.onSelect(new Set([hit.note.id]));
    setHover(null);
    props.onContextMenu({
      clientX: event.clientX,
      clientY: event.clientY,
      noteId: hit?.note.id,
      tick: xToTick(view, at.x),
    });
  };

  const shown = visibleRange(view);
  const hoverMessages = hover ? (props.describe?.(hover.noteId) ?? []) : [];

  return (
    <div ref={boxRef} className={classes.rollBox}>
      <canvas
        ref={canvasRef}
        className={classes.roll}
        style={{ width: view.width, height: view.height, cursor: drag?.kind === 'move' ? 'grabbing' : cursor }}
        tabIndex={0}
        aria-label={t('editor.rollLabel')}
        data-testid="piano-roll"
        data-top-pitch={view.topPitch}
        data-visible-pitches={`${shown.lowPitch}-${shown.highPitch}`}
        data-visible-ticks={`${Math.round(shown.fromTick)}-${Math.round(shown.toTick)}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          setDrag(null);
          props.history.cancel();
        }}
        onDoubleClick={onDoubleClick}
        onContextMenu={onContextMenu}
        onMouseDown={(event) => {
          // No autoscroll (or paste) on the middle button: it pans.
          if (event.button === 1) event.preventDefault();
        }}
        onPointerLeave={() => {
          setHover(null);
          setKnife(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && drag) {
            event.stopPropagation();
            setDrag(null);
            props.history.cancel();
          }
        }}
      />
      {hover && hoverMessages.length > 0 && (
        <div
          className={classes.rollTooltip}
          role="tooltip"
          data-testid="roll-tooltip"
          style={{ left: Math.min(hover.x, view.width - 300), top: Math.min(hover.y + 4, view.height - 60) }}
        >
          {hoverMessages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </div>
  );
}
