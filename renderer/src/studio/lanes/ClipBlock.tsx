import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioClip, TempoChange } from '../../../../shared/studio/document';
import { clipAudio, onClipAudio } from '../adapters/clipAudioStore';
import type { Viewport } from '../editor/viewport';
import { CLIP_BOX, type ClipSpan, type ClipZone, fadeHandleX } from './clipLane';
import { drawClip } from './drawClip';
import classes from './Lanes.module.css';

type Props = {
  trackId: string;
  clip: AudioClip;
  span: ClipSpan;
  view: Viewport;
  tempos: readonly TempoChange[];
  selected: boolean;
  onFocus: () => void;
};

/** The clip's recording once clipAudioStore has decoded it (the side panel's waveform reads the same copy). */
function useClipAudio(audioId: string) {
  return useSyncExternalStore(onClipAudio, () => clipAudio(audioId));
}

const round2 = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** A handle of the selected clip: an edge to trim, a corner to fade. Focusable sliders; the lane's pointer code drags them. */
function Handle(props: {
  clip: AudioClip;
  trackId: string;
  zone: Exclude<ClipZone, 'body'>;
  left: number;
  selected: boolean;
  value: number;
  min: number;
  max: number;
}) {
  const { t } = useTranslation('studio-voice-tools');
  const label = t(`clipLane.${props.zone}`, { name: props.clip.name });
  return (
    <div
      role="slider"
      tabIndex={props.selected ? 0 : -1}
      className={props.zone === 'fadeIn' || props.zone === 'fadeOut' ? classes.fadeHandle : classes.edgeHandle}
      data-zone={props.zone}
      data-clip-id={props.clip.id}
      data-track-id={props.trackId}
      data-selected={props.selected || undefined}
      style={{ left: props.left, top: CLIP_BOX.top }}
      title={label}
      aria-label={label}
      aria-valuemin={Number(round2(props.min))}
      aria-valuemax={Number(round2(props.max))}
      aria-valuenow={Number(round2(props.value))}
      aria-valuetext={`${round2(props.value)}${t('clip.seconds')}`}
      data-testid={`clip-handle-${props.zone}`}
    />
  );
}

/**
 * One clip on its lane, the part of it in view: a block with its name, waveform and fade ramps
 * (a focusable button: click or Tab selects it), then its trim and fade handles beside it.
 */
export function ClipBlock({ trackId, clip, span, view, tempos, selected, onFocus }: Props) {
  const { t } = useTranslation('studio-voice-tools');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const audio = useClipAudio(clip.audioId);
  const gutter = view.keyboardWidth;
  const left = Math.max(span.x, gutter - 2);
  const right = Math.min(span.x + span.width, view.width + 2);
  const width = Math.max(0, right - left);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const inner = width - 2;
    if (!canvas || !context || inner < 1) return;
    const ratio = window.devicePixelRatio || 1;
    const height = CLIP_BOX.height - 2;
    if (canvas.width !== Math.ceil(inner * ratio)) canvas.width = Math.ceil(inner * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const color = getComputedStyle(canvas).color;
    drawClip(context, { clip, audio, span, left: left + 1, width: inner, height, view, tempos, color });
  });

  if (width < 1) return null;
  const edge = (x: number) => x - gutter;
  const handles = { clip, trackId, selected };
  const start = `${round2(span.startSeconds)}`;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the editor's shortcuts (Ctrl+Z, Space) pass over a focused <button>; a clip keeps them */}
      <div
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={t('clipLane.clip', { name: clip.name, start })}
        className={classes.clipBlock}
        data-selected={selected || undefined}
        data-cut-start={span.x < left || undefined}
        data-cut-end={span.x + span.width > right || undefined}
        data-clip-id={clip.id}
        data-track-id={trackId}
        data-loaded={Boolean(audio) || undefined}
        style={{ left: edge(left), width, top: CLIP_BOX.top, height: CLIP_BOX.height }}
        onFocus={onFocus}
        data-testid="clip-block"
      >
        <canvas ref={canvasRef} className={classes.clipCanvas} />
        <span className={classes.clipLabel}>{clip.name}</span>
      </div>
      {span.x >= left && (
        <Handle
          {...handles}
          zone="start"
          left={edge(span.x) + 2}
          value={clip.offset}
          min={0}
          max={clip.offset + clip.duration - 0.05}
        />
      )}
      {span.x + span.width <= right && (
        <Handle
          {...handles}
          zone="end"
          left={edge(span.x + span.width) - 2}
          value={clip.duration}
          min={0.05}
          max={clip.sourceDuration - clip.offset}
        />
      )}
      <Handle
        {...handles}
        zone="fadeIn"
        left={edge(fadeHandleX(span, 'fadeIn'))}
        value={clip.fadeIn}
        min={0}
        max={clip.duration - clip.fadeOut}
      />
      <Handle
        {...handles}
        zone="fadeOut"
        left={edge(fadeHandleX(span, 'fadeOut'))}
        value={clip.fadeOut}
        min={0}
        max={clip.duration - clip.fadeIn}
      />
    </>
  );
}
