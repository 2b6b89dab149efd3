import type { AudioClip, TempoChange } from '../../../../shared/studio/document';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import type { Viewport } from '../editor/viewport';
import { type ClipSpan, secondsAtX } from './clipLane';
import { peakRange } from './clipPeaks';

export type ClipDrawing = {
  clip: AudioClip;
  /** The decoded recording (clipAudioStore); without it only the fades are drawn. */
  audio: ClipAudio | undefined;
  span: ClipSpan;
  /** The roll x of the canvas's left edge (the visible part of the clip starts there). */
  left: number;
  width: number;
  height: number;
  view: Viewport;
  tempos: readonly TempoChange[];
  color: string;
};

/** How loud the clip plays a moment (seconds into it): its fades, as the mixer applies them. */
export function fadeAt(clip: AudioClip, seconds: number): number {
  const rising = clip.fadeIn > 0 ? seconds / clip.fadeIn : 1;
  const falling = clip.fadeOut > 0 ? (clip.duration - seconds) / clip.fadeOut : 1;
  return Math.max(0, Math.min(1, rising, falling));
}

/** The played part of the recording, one min/max bar per pixel, at the clip's level and with its fades. */
function drawWave(context: CanvasRenderingContext2D, d: ClipDrawing, audio: ClipAudio): void {
  const samples = audio.channels[0];
  if (!samples) return;
  const { clip, span } = d;
  const gain = 10 ** (clip.gainDb / 20);
  const middle = d.height / 2;
  context.fillStyle = d.color;
  let from = secondsAtX(d.view, d.tempos, d.left) - span.startSeconds;
  for (let px = 0; px < d.width; px += 1) {
    const to = secondsAtX(d.view, d.tempos, d.left + px + 1) - span.startSeconds;
    if (to > 0 && from < clip.duration) {
      const start = (clip.offset + Math.max(0, from)) * audio.sampleRate;
      const end = (clip.offset + Math.min(clip.duration, to)) * audio.sampleRate;
      const [low, high] = peakRange(samples, start, Math.max(start + 1, end));
      const scale = (middle - 2) * gain * fadeAt(clip, (from + to) / 2);
      const top = middle - Math.min(1, high) * scale;
      context.fillRect(px, top, 1, Math.max(1, (Math.min(1, high) - Math.max(-1, low)) * scale));
    }
    from = to;
  }
}

/** One fade: the ramp from silence at the clip's edge to full level at `full`, the part above it shaded. */
function drawRamp(context: CanvasRenderingContext2D, edge: number, full: number, height: number): void {
  context.beginPath();
  context.moveTo(edge, height);
  context.lineTo(full, 0);
  context.lineTo(edge, 0);
  context.closePath();
  context.fill();
  context.beginPath();
  context.moveTo(edge, height);
  context.lineTo(full, 0);
  context.stroke();
}

/** The fades as ramps: the part above each ramp shaded, the ramp itself drawn. */
function drawFades(context: CanvasRenderingContext2D, d: ClipDrawing): void {
  context.fillStyle = 'rgba(8, 9, 12, 0.45)';
  context.strokeStyle = 'rgba(236, 240, 255, 0.85)';
  context.lineWidth = 1.25;
  if (d.clip.fadeIn > 0) drawRamp(context, d.span.x - d.left, d.span.fadeInX - d.left, d.height);
  if (d.clip.fadeOut > 0) drawRamp(context, d.span.x + d.span.width - d.left, d.span.fadeOutX - d.left, d.height);
}

/** Draws the visible part of a clip: its waveform (once its recording is loaded) and its fades. */
export function drawClip(context: CanvasRenderingContext2D, d: ClipDrawing): void {
  context.clearRect(0, 0, d.width, d.height);
  if (d.audio) drawWave(context, d, d.audio);
  drawFades(context, d);
}
