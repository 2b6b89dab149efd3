import { VisuallyHidden } from '@mantine/core';
import { IconEraser, IconLine, IconPencil } from '@tabler/icons-react';
import { memo, type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { curveValueAt } from '../../../../shared/studio/apply-curves';
import type { Command } from '../../../../shared/studio/commands';
import type { CurveName, CurvePoint, ProjectDocument, Track } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import { formatBarBeat } from '../../../../shared/studio/time';
import { Segmented } from '../../app/Segmented';
import { type Viewport, xToTick } from '../editor/viewport';
import { Hint } from '../ui/Hint';
import { eraseCommand, formatLaneValue, LANE_SCALES, lineCommand, pencilCommand, yToValue } from './curveLane';
import { CURVE_COLORS, drawLane, laneBox } from './drawLane';
import classes from './Lanes.module.css';
import { useTimeWheel } from './useTimeWheel';

export type CurveTool = 'pencil' | 'line' | 'eraser';

const LANES: CurveName[] = ['pitch', 'dynamics', 'breathiness'];
const LANE_HEIGHT = 132;
/** Pixels between the points of a pencil stroke. */
const PENCIL_SPACING_PX = 3;

type Gesture =
  | { tool: 'pencil'; track: Track; samples: CurvePoint[] }
  | { tool: 'line'; track: Track; from: CurvePoint }
  | { tool: 'eraser'; track: Track; fromTick: number };

type Props = {
  document: ProjectDocument;
  track: Track | undefined;
  view: Viewport;
  onView: (update: (view: Viewport) => Viewport) => void;
  playheadTick: number;
  history: History;
  commit: () => void;
};

type HeaderProps = {
  gutterWidth: number;
  unit: string;
  curve: CurveName;
  onCurve: (curve: CurveName) => void;
  tool: CurveTool;
  onTool: (tool: CurveTool) => void;
  readout: string;
};

/** The lane's unit, curve and tool choices and its readout: the same while the view scrolls and zooms. */
const LaneHeader = memo(function LaneHeader({ gutterWidth, unit, curve, onCurve, tool, onTool, readout }: HeaderProps) {
  const { t } = useTranslation('studio');
  return (
    <div className={classes.laneHeader}>
      <div className={classes.laneGutter} style={{ width: gutterWidth }}>
        <span className={classes.unit} data-testid="lane-unit">
          {unit}
        </span>
      </div>
      <Segmented
        value={curve}
        onChange={onCurve}
        aria-label={t('lanes.lane')}
        data={LANES.map((name) => ({
          value: name,
          label: (
            <span className={classes.laneChoice}>
              <span className={classes.swatch} style={{ background: CURVE_COLORS[name].line }} />
              {t(`lanes.${name}`)}
            </span>
          ),
        }))}
        data-testid="lane-select"
      />
      <Segmented
        value={tool}
        onChange={onTool}
        aria-label={t('lanes.tool')}
        data={(['pencil', 'line', 'eraser'] as const).map((name) => ({
          value: name,
          label: (
            <Hint label={t(`lanes.${name}`)} openDelay={300}>
              <span className={classes.toolIcon} data-testid={`lane-tool-${name}`}>
                <VisuallyHidden>{t(`lanes.${name}`)}</VisuallyHidden>
                {name === 'pencil' ? (
                  <IconPencil size={15} />
                ) : name === 'line' ? (
                  <IconLine size={15} />
                ) : (
                  <IconEraser size={15} />
                )}
              </span>
            </Hint>
          ),
        }))}
      />
      <span className={classes.readout} aria-live="off" data-testid="lane-readout">
        {readout}
      </span>
    </div>
  );
});

/** The curve lanes under the roll: one curve at a time, drawn with the pencil or the line, erased with the eraser or Alt. */
export function CurveLanePanel({ document: doc, track, view, onView, playheadTick, history, commit }: Props) {
  const { t } = useTranslation('studio');
  const [curve, setCurve] = useState<CurveName>('dynamics');
  const [tool, setTool] = useState<CurveTool>('pencil');
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const unit = t(`lanes.units.${LANE_SCALES[curve].unit}`);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || view.width < 10) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(view.width * ratio)) canvas.width = Math.round(view.width * ratio);
    if (canvas.height !== Math.round(LANE_HEIGHT * ratio)) canvas.height = Math.round(LANE_HEIGHT * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawLane(context, view, LANE_HEIGHT, {
      curve,
      track,
      timeSignatures: doc.timeSignatures,
      playheadTick,
      hoverX: hover?.x,
    });
  });

  useTimeWheel(canvasRef, onView);

  const box = laneBox(LANE_HEIGHT);
  const at = (event: ReactPointerEvent): { x: number; y: number; point: CurvePoint } => {
    const rect = canvasRef.current!.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    return { x, y, point: { tick: Math.round(xToTick(view, x)), value: yToValue(curve, box, y) } };
  };

  const commandOf = (current: Gesture, point: CurvePoint): Command => {
    if (current.tool === 'pencil') {
      return pencilCommand(current.track, curve, current.samples, PENCIL_SPACING_PX / view.pxPerTick);
    }
    if (current.tool === 'line') return lineCommand(current.track, curve, current.from, point);
    return eraseCommand(current.track.id, curve, current.fromTick, point.tick);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || !track) return;
    const { x, point } = at(event);
    if (x < view.keyboardWidth) return;
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    const active: CurveTool = event.altKey ? 'eraser' : tool;
    const next: Gesture =
      active === 'pencil'
        ? { tool: 'pencil', track, samples: [point] }
        : active === 'line'
          ? { tool: 'line', track, from: point }
          : { tool: 'eraser', track, fromTick: point.tick };
    history.begin(t(`lanes.${active}`));
    history.preview(commandOf(next, point));
    setGesture(next);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const { x, y, point } = at(event);
    setHover({ x, y });
    if (!gesture) return;
    let current = gesture;
    if (current.tool === 'pencil') {
      current = { ...current, samples: [...current.samples, point] };
      setGesture(current);
    }
    history.preview(commandOf(current, point));
  };

  const finish = () => {
    if (!gesture) return;
    setGesture(null);
    commit();
  };

  const hoverTick = hover && hover.x >= view.keyboardWidth ? xToTick(view, hover.x) : undefined;
  const points = track?.curves[curve] ?? [];
  const readout =
    hoverTick === undefined
      ? t('lanes.neutral')
      : t('lanes.readout', {
          value: formatLaneValue(
            curve,
            gesture && hover ? yToValue(curve, box, hover.y) : curveValueAt(points, hoverTick),
          ),
          unit,
          position: formatBarBeat(doc.timeSignatures, hoverTick),
        });

  return (
    <section className={classes.lanes} aria-label={t('lanes.curves')} data-testid="curve-lanes">
      <LaneHeader
        gutterWidth={view.keyboardWidth}
        unit={unit}
        curve={curve}
        onCurve={setCurve}
        tool={tool}
        onTool={setTool}
        readout={readout}
      />
      <canvas
        ref={canvasRef}
        className={classes.laneCanvas}
        style={{ width: view.width, height: LANE_HEIGHT, cursor: tool === 'eraser' ? 'cell' : 'crosshair' }}
        tabIndex={0}
        aria-label={t('lanes.laneLabel', { curve: t(`lanes.${curve}`), unit })}
        data-testid="curve-lane"
        data-curve={curve}
        data-points={points.length}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerLeave={() => setHover(null)}
        onPointerCancel={() => {
          setGesture(null);
          history.cancel();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && gesture) {
            event.stopPropagation();
            setGesture(null);
            history.cancel();
          }
        }}
      />
    </section>
  );
}
