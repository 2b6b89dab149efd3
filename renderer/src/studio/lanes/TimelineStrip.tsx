import { ActionIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, memo, type PointerEvent as ReactPointerEvent, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import { type MarkerKind, markers, moveMarkerCommand } from '../../../../shared/studio/markers';
import {
  barStartTick,
  formatBarBeat,
  gridLines,
  type SnapDivision,
  snapTick,
  tickToBarBeat,
} from '../../../../shared/studio/time';
import { usePrefetchOnInput } from '../../app/DeferredDialog';
import { tickToX, type Viewport, visibleRange, xToTick } from '../editor/viewport';
import { useStableHandlers } from '../stableHandlers';
import { Hint } from '../ui/Hint';
import { useRovingToolbar } from '../ui/useRovingToolbar';
import classes from './Lanes.module.css';
import type { MarkerTarget } from './MarkerEditor';

// The marker form and its popover are fetched once the user starts working, not with the first screen.
const loadMarkerPopover = () => import('./MarkerPopover');
const MarkerPopover = lazy(loadMarkerPopover);

type Props = {
  document: ProjectDocument;
  view: Viewport;
  snap: SnapDivision;
  playheadTick: number;
  history: History;
  execute: (command: Command) => void;
  commit: () => void;
};

type MarkerDrag = { kind: MarkerKind; tick: number; startX: number; base: ProjectDocument; moved: boolean };
type LoopDrag = { fromTick: number; startX: number; moved: boolean };

const DRAG_THRESHOLD = 3;

/** The bar (≥ 1) whose start is nearest to a tick. */
function nearestBar(doc: ProjectDocument, tick: number): number {
  const { bar } = tickToBarBeat(doc.timeSignatures, tick);
  const start = barStartTick(doc.timeSignatures, bar);
  const next = barStartTick(doc.timeSignatures, bar + 1);
  return tick - start > (next - start) / 2 ? bar + 1 : bar;
}

/** A marker row's name and its + button (add a marker at the playhead). */
const StripGutter = memo(function StripGutter(props: {
  kind: MarkerKind;
  width: number;
  onAdd: (kind: MarkerKind) => void;
}) {
  const { t } = useTranslation('studio');
  const { kind } = props;
  const add = t(kind === 'tempo' ? 'lanes.addTempo' : 'lanes.addMeter');
  return (
    <div className={classes.stripGutter} style={{ width: props.width }}>
      <span>{t(`lanes.${kind}`)}</span>
      <Hint label={add} openDelay={300}>
        <ActionIcon
          size={16}
          variant="subtle"
          color="gray"
          aria-label={add}
          onClick={() => props.onAdd(kind)}
          data-testid={`add-${kind}`}
        >
          <IconPlus size={12} />
        </ActionIcon>
      </Hint>
    </div>
  );
});

/**
 * The strip above the roll on its time axis: the loop region (drag to set it) and the tempo and
 * time-signature markers (click a bar to add one, click a marker to edit it, drag it to move it).
 */
export function TimelineStrip({ document: doc, view, snap, playheadTick, history, execute, commit }: Props) {
  const { t } = useTranslation('studio');
  // Each marker row is one Tab stop: its + button and its markers, in time order, an arrow apart.
  const roving = { tempo: useRovingToolbar<HTMLDivElement>(), meter: useRovingToolbar<HTMLDivElement>() };
  const [editing, setEditing] = useState<MarkerTarget | null>(null);
  usePrefetchOnInput(loadMarkerPopover);
  const markerDrag = useRef<MarkerDrag | null>(null);
  const loopDrag = useRef<LoopDrag | null>(null);
  const suppressClick = useRef(false);
  const range = visibleRange(view);
  const bars = useMemo(
    () => gridLines(doc.timeSignatures, range.fromTick, range.toTick).filter((line) => line.isBar),
    [doc.timeSignatures, range.fromTick, range.toTick],
  );
  const x = (tick: number) => tickToX(view, tick) - view.keyboardWidth;
  const localX = (event: ReactPointerEvent | React.MouseEvent, element: Element) =>
    event.clientX - element.getBoundingClientRect().left + view.keyboardWidth;

  const openAt = (kind: MarkerKind, bar: number) => {
    const list = markers(doc, kind);
    const existing = list.find((marker) => marker.bar === bar);
    setEditing(existing ? { kind, tick: existing.tick, bar } : { kind, bar });
  };

  // Loop region.
  const loopSnap = (tick: number) => snapTick(tick, snap, doc.timeSignatures);
  const onLoopDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const fromTick = loopSnap(xToTick(view, localX(event, event.currentTarget)));
    loopDrag.current = { fromTick, startX: event.clientX, moved: false };
    history.begin(t('lanes.loop'));
  };
  const onLoopMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = loopDrag.current;
    if (!drag) return;
    if (!drag.moved && Math.abs(event.clientX - drag.startX) <= DRAG_THRESHOLD) return;
    drag.moved = true;
    const tick = loopSnap(xToTick(view, localX(event, event.currentTarget)));
    const startTick = Math.min(drag.fromTick, tick);
    const endTick = Math.max(drag.fromTick, tick);
    if (endTick > startTick) history.preview({ type: 'setLoop', enabled: true, startTick, endTick });
  };
  const onLoopUp = () => {
    const drag = loopDrag.current;
    loopDrag.current = null;
    if (!drag) return;
    if (drag.moved) commit();
    else history.cancel();
  };

  // Markers.
  const onMarkerDown = (event: ReactPointerEvent<HTMLButtonElement>, kind: MarkerKind, tick: number) => {
    event.stopPropagation();
    if (event.button !== 0 || tick === 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    markerDrag.current = { kind, tick, startX: event.clientX, base: doc, moved: false };
  };
  const onMarkerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const drag = markerDrag.current;
    if (!drag) return;
    if (!drag.moved && Math.abs(event.clientX - drag.startX) <= DRAG_THRESHOLD) return;
    if (!drag.moved) {
      drag.moved = true;
      history.begin(t(drag.kind === 'tempo' ? 'lanes.tempoTitle' : 'lanes.meterTitle'));
    }
    const row = event.currentTarget.parentElement!;
    const bar = Math.max(2, nearestBar(drag.base, xToTick(view, localX(event, row))));
    const command = moveMarkerCommand(drag.base, drag.kind, drag.tick, bar);
    if (command) history.preview(command);
    else history.preview({ type: 'batch', commands: [] });
  };
  const onMarkerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    const drag = markerDrag.current;
    markerDrag.current = null;
    if (drag?.moved) {
      suppressClick.current = true;
      commit();
    }
  };

  const onRowClick = (event: React.MouseEvent<HTMLDivElement>, kind: MarkerKind) => {
    if (event.target !== event.currentTarget) return;
    openAt(kind, nearestBar(doc, xToTick(view, localX(event, event.currentTarget))));
  };

  const loop = doc.loop;
  const loopLeft = x(loop.startTick);
  const loopWidth = (loop.endTick - loop.startTick) * view.pxPerTick;
  const playX = x(playheadTick);
  const trackWidth = Math.max(0, view.width - view.keyboardWidth);
  const playheadBar = tickToBarBeat(doc.timeSignatures, playheadTick).bar;
  // The + buttons add at the playhead as it is when clicked; their gutters stay as they are while the view moves.
  const { addAtPlayhead } = useStableHandlers({ addAtPlayhead: (kind: MarkerKind) => openAt(kind, playheadBar) });
  const loopLabel = t('lanes.loopBars', {
    from: formatBarBeat(doc.timeSignatures, loop.startTick),
    to: formatBarBeat(doc.timeSignatures, loop.endTick),
  });

  const row = (kind: MarkerKind) => (
    <div
      className={classes.stripRow}
      role="toolbar"
      aria-label={t(`lanes.${kind}`)}
      ref={roving[kind].ref}
      onKeyDown={roving[kind].onKeyDown}
    >
      <StripGutter kind={kind} width={view.keyboardWidth} onAdd={addAtPlayhead} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the + button and the markers are the keyboard's way in */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on a bar adds a marker there */}
      <div
        className={classes.stripTrack}
        style={{ width: trackWidth }}
        title={t(kind === 'tempo' ? 'lanes.tempoRow' : 'lanes.meterRow')}
        onClick={(event) => onRowClick(event, kind)}
        data-testid={`${kind}-row`}
      >
        {bars.map((line) => (
          <span key={line.tick} className={classes.barTick} style={{ left: x(line.tick) }} />
        ))}
        {markers(doc, kind).map((marker) => {
          const left = x(marker.tick);
          if (left < -80 || left > trackWidth) return null;
          return (
            <button
              key={marker.tick}
              type="button"
              className={classes.marker}
              data-kind={kind}
              data-first={marker.first || undefined}
              style={{ left }}
              aria-label={
                kind === 'tempo'
                  ? t('lanes.tempoMarker', { bpm: marker.label, bar: marker.bar })
                  : t('lanes.meterMarker', { meter: marker.label, bar: marker.bar })
              }
              onPointerDown={(event) => onMarkerDown(event, kind, marker.tick)}
              onPointerMove={onMarkerMove}
              onPointerUp={onMarkerUp}
              onClick={() => {
                if (suppressClick.current) {
                  suppressClick.current = false;
                  return;
                }
                setEditing({ kind, tick: marker.tick, bar: marker.bar });
              }}
              data-testid={`${kind}-marker`}
            >
              {kind === 'tempo' ? `♩ ${marker.label}` : marker.label}
            </button>
          );
        })}
        {editing?.kind === kind && (
          <Suspense fallback={null}>
            <MarkerPopover
              document={doc}
              target={editing}
              left={x(editing.tick ?? barStartTick(doc.timeSignatures, editing.bar))}
              onCommand={execute}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        )}
        {playX >= 0 && playX <= trackWidth && <span className={classes.stripPlayhead} style={{ left: playX }} />}
      </div>
    </div>
  );

  return (
    <section className={classes.strip} aria-label={t('lanes.strip')} data-testid="timeline-strip">
      <div className={classes.stripRow}>
        <div className={classes.stripGutter} style={{ width: view.keyboardWidth }}>
          <span>{t('lanes.loop')}</span>
        </div>
        <div
          className={classes.stripTrack}
          style={{ width: trackWidth, cursor: 'ew-resize' }}
          title={t('lanes.loopArea')}
          onPointerDown={onLoopDown}
          onPointerMove={onLoopMove}
          onPointerUp={onLoopUp}
          onPointerCancel={() => {
            loopDrag.current = null;
            history.cancel();
          }}
          data-testid="loop-row"
        >
          {loopLeft + loopWidth >= 0 && loopLeft <= trackWidth && (
            <div
              className={classes.loopRegion}
              data-enabled={loop.enabled || undefined}
              style={{ left: loopLeft, width: Math.max(2, loopWidth) }}
              role="img"
              aria-label={loopLabel}
              data-testid="loop-region"
            >
              {loopWidth > 90 && <span className={classes.loopText}>{loopLabel}</span>}
            </div>
          )}
          {playX >= 0 && playX <= trackWidth && <span className={classes.stripPlayhead} style={{ left: playX }} />}
        </div>
      </div>
      {row('tempo')}
      {row('meter')}
    </section>
  );
}
