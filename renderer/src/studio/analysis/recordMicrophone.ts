export type MicrophoneError = 'MIC_DENIED' | 'MIC_MISSING' | 'MIC_FAILED';

export class MicrophoneUnavailable extends Error {
  constructor(readonly code: MicrophoneError) {
    super(code);
  }
}

export interface Recording {
  /** 0…1: the input's peak level over the last few milliseconds (for a meter). */
  level: () => number;
  /** Whether the count-in is over and sound is being kept. */
  recording: () => boolean;
  /** Ends the recording and gives what was kept after the count-in. */
  stop: () => Promise<Blob>;
  /** Ends it and keeps nothing. */
  cancel: () => void;
}

export interface RecordOptions {
  /** The song's tempo: the count-in clicks one beat apart. */
  bpm: number;
  /** Clicks before recording starts (a bar); 0 starts at once. */
  countInBeats: number;
  /** Hears each count-in beat (1, 2, …) and then 0 when recording starts. */
  onBeat?: (beat: number) => void;
}

const CLICK_SECONDS = 0.05;

function click(context: AudioContext, at: number, accent: boolean): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = accent ? 1760 : 1320;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.4, at + 0.002);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + CLICK_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + CLICK_SECONDS + 0.01);
}

async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneUnavailable('MIC_MISSING');
  try {
    // The raw voice: echo cancelling, noise suppression and gain riding would bend its pitch and dynamics.
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    const name = (error as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new MicrophoneUnavailable('MIC_DENIED');
    if (name === 'NotFoundError' || name === 'OverconstrainedError') throw new MicrophoneUnavailable('MIC_MISSING');
    throw new MicrophoneUnavailable('MIC_FAILED');
  }
}

/**
 * Records the microphone after a count-in at the song's tempo, with a level to draw while it runs.
 * The recording is what the browser's MediaRecorder makes (WebM/Opus in Chromium), decoded later
 * like any file.
 */
export async function recordMicrophone(options: RecordOptions): Promise<Recording> {
  const stream = await openMicrophone();
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const beatSeconds = 60 / options.bpm;
  const timers: number[] = [];
  const start = context.currentTime + 0.1;
  for (let beat = 0; beat < options.countInBeats; beat += 1) {
    click(context, start + beat * beatSeconds, beat === 0);
    timers.push(window.setTimeout(() => options.onBeat?.(beat + 1), (0.1 + beat * beatSeconds) * 1000));
  }
  timers.push(
    window.setTimeout(
      () => {
        recorder.start();
        options.onBeat?.(0);
      },
      (0.1 + options.countInBeats * beatSeconds) * 1000,
    ),
  );
  const samples = new Float32Array(analyser.fftSize);
  const close = () => {
    for (const timer of timers) window.clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };
  return {
    level: () => {
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (const value of samples) peak = Math.max(peak, Math.abs(value));
      return Math.min(1, peak);
    },
    recording: () => recorder.state === 'recording',
    stop: () =>
      new Promise<Blob>((resolve) => {
        if (recorder.state !== 'recording') {
          close();
          resolve(new Blob([]));
          return;
        }
        recorder.onstop = () => {
          close();
          resolve(new Blob(chunks, { type: recorder.mimeType }));
        };
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state === 'recording') recorder.stop();
      close();
    },
  };
}
