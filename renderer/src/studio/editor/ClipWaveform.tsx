import { useEffect, useRef, useState } from 'react';
import type { AudioClip } from '../../../../shared/studio/document';
import { clipAudio, onClipAudio } from '../adapters/clipAudioStore';
import { peakRange } from '../lanes/clipPeaks';
import { fadeAt } from '../lanes/drawClip';
import classes from './Editor.module.css';

const HEIGHT = 32;

/** The played part of a clip's recording as a min/max waveform (with its fades), once the recording is loaded. */
export function ClipWaveform({ clip, label }: { clip: AudioClip; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [audio, setAudio] = useState(() => clipAudio(clip.audioId));
  useEffect(() => {
    setAudio(clipAudio(clip.audioId));
    return onClipAudio(() => setAudio(clipAudio(clip.audioId)));
  }, [clip.audioId]);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !audio) return;
    const width = element.clientWidth || 200;
    element.width = width * devicePixelRatio;
    element.height = HEIGHT * devicePixelRatio;
    context.scale(devicePixelRatio, devicePixelRatio);
    context.clearRect(0, 0, width, HEIGHT);
    context.fillStyle = getComputedStyle(element).color;
    const samples = audio.channels[0]!;
    const from = Math.round(clip.offset * audio.sampleRate);
    const length = Math.round(clip.duration * audio.sampleRate);
    const gain = 10 ** (clip.gainDb / 20);
    for (let x = 0; x < width; x += 1) {
      const start = from + Math.floor((x * length) / width);
      const end = from + Math.floor(((x + 1) * length) / width);
      const [low, high] = peakRange(samples, start, end);
      const scale = (HEIGHT / 2) * gain * fadeAt(clip, (x / width) * clip.duration);
      context.fillRect(x, HEIGHT / 2 - high * scale, 1, Math.max(1, (high - low) * scale));
    }
  }, [clip, audio]);
  return (
    <canvas
      ref={canvas}
      className={classes.clipWave}
      height={HEIGHT}
      role="img"
      aria-label={label}
      data-loaded={Boolean(audio) || undefined}
    />
  );
}
