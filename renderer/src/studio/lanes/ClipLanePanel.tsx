import { IconVolumeOff } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { AudioTrack, ProjectDocument } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import { gridLines, type SnapDivision } from '../../../../shared/studio/time';
import { audibleChannels } from '../../../../shared/studio/voice/mixer';
import { tickToX, type Viewport, visibleRange } from '../editor/viewport';
import { ClipBlock } from './ClipBlock';
import { type ClipZone, clipSpan, type TimeAxis } from './clipLane';
import classes from './Lanes.module.css';
import { useClipGestures } from './useClipGestures';
import { useTimeWheel } from './useTimeWheel';

type Props = {
  document: ProjectDocument;
  view: Viewport;
  playheadTick: number;
  snap: SnapDivision;
  history: History;
  execute: (command: Command, mergeKey?: string) => void;
  commit: () => void;
  onView: (update: (view: Viewport) => Viewport) => void;
};

const CURSORS: Record<ClipZone, string> = {
  body: 'grab',
  start: 'ew-resize',
  end: 'ew-resize',
  fadeIn: 'col-resize',
  fadeOut: 'col-resize',
};

type Gestures = ReturnType<typeof useClipGestures>;

/** One audio track's lane: its name in the gutter, then its clips on the roll's time axis. */
function ClipLane(props: {
  track: AudioTrack;
  muted: boolean;
  view: Viewport;
  axis: TimeAxis;
  bars: readonly number[];
  playheadTick: number;
  gestures: Gestures;
}) {
  const { t } = useTranslation('studio-voice-tools');
  const { track, view, gestures } = props;
  const x = (tick: number) => tickToX(view, tick) - view.keyboardWidth;
  const areaWidth = Math.max(0, view.width - view.keyboardWidth);
  const playX = x(props.playheadTick);
  const zone = gestures.dragging ?? gestures.hover;
  const cursor = gestures.dragging === 'body' ? 'grabbing' : zone ? CURSORS[zone] : 'default';
  return (
    <fieldset
      className={classes.clipLane}
      aria-label={t(props.muted ? 'clipLane.laneMuted' : 'clipLane.lane', { name: track.name })}
      data-muted={props.muted || undefined}
      data-testid="clip-lane"
    >
      <div className={classes.clipGutter} style={{ width: view.keyboardWidth }} title={track.name}>
        <span className={classes.clipGutterName}>{track.name}</span>
        {props.muted && <IconVolumeOff size={11} aria-hidden="true" />}
      </div>
      <div
        className={classes.clipArea}
        style={{ width: areaWidth, cursor }}
        onPointerDown={(event) => gestures.onPointerDown(event, track)}
        onPointerMove={(event) => gestures.onPointerMove(event, track)}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
        onPointerLeave={gestures.onPointerLeave}
      >
        {props.bars.map((tick) => (
          <span key={tick} className={classes.barTick} style={{ left: x(tick) }} />
        ))}
        {track.clips.map((clip) => (
          <ClipBlock
            key={clip.id}
            trackId={track.id}
            clip={clip}
            span={clipSpan(view, props.axis.tempos, clip)}
            view={view}
            tempos={props.axis.tempos}
            selected={gestures.selected?.trackId === track.id && gestures.selected.clipId === clip.id}
            onFocus={() => gestures.select({ trackId: track.id, clipId: clip.id })}
          />
        ))}
        {playX >= 0 && playX <= areaWidth && <span className={classes.stripPlayhead} style={{ left: playX }} />}
      </div>
    </fieldset>
  );
}

/**
 * The audio tracks' clips under the roll, on its time axis (it scrolls and zooms with it): drag a
 * clip to move it, its edges to trim it, its top corners to fade it; Delete removes the selected one.
 */
export function ClipLanePanel({ document: doc, view, playheadTick, snap, history, execute, commit, onView }: Props) {
  const { t } = useTranslation('studio-voice-tools');
  const sectionRef = useRef<HTMLElement>(null);
  const axis = useMemo(
    () => ({ tempos: doc.tempos, signatures: doc.timeSignatures }),
    [doc.tempos, doc.timeSignatures],
  );
  const gestures = useClipGestures({ view, snap, axis, audioTracks: doc.audioTracks, history, execute, commit });
  useTimeWheel(sectionRef, onView);
  const range = visibleRange(view);
  const bars = useMemo(
    () =>
      gridLines(doc.timeSignatures, range.fromTick, range.toTick)
        .filter((line) => line.isBar)
        .map((line) => line.tick),
    [doc.timeSignatures, range.fromTick, range.toTick],
  );
  const audible = audibleChannels([...doc.tracks, ...doc.audioTracks]).slice(doc.tracks.length);
  return (
    <section
      ref={sectionRef}
      className={classes.clipLanes}
      aria-label={t('clipLane.lanes')}
      tabIndex={-1}
      onKeyDown={gestures.onKeyDown}
      data-testid="clip-lanes"
    >
      {doc.audioTracks.map((track, index) => (
        <ClipLane
          key={track.id}
          track={track}
          muted={!audible[index]}
          view={view}
          axis={axis}
          bars={bars}
          playheadTick={playheadTick}
          gestures={gestures}
        />
      ))}
    </section>
  );
}
