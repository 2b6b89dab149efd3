export interface StereoBuffer {
  left: Float32Array;
  right: Float32Array;
}

export interface MixerChannel {
  /** The channel's sound, or its left side when `right` is given. */
  samples: Float32Array;
  /** A stereo channel's right side (an audio track): pan then balances the two. */
  right?: Float32Array;
  gainDb: number;
  /** −1 (left) … 1 (right). */
  pan: number;
  mute: boolean;
  solo: boolean;
}

/** −1 dBFS: the ceiling of every mixdown and export. */
export const LIMITER_CEILING = 10 ** (-1 / 20);

/** Which channels sound: any solo silences the others; mute always silences. */
export function audibleChannels<T extends Pick<MixerChannel, 'mute' | 'solo'>>(channels: readonly T[]): boolean[] {
  const anySolo = channels.some((channel) => channel.solo && !channel.mute);
  return channels.map((channel) => !channel.mute && (!anySolo || channel.solo));
}

/** Sums mono tracks to stereo (constant-power pan; a stereo track's pan is its balance) and limits the result. */
export function mixTracks(channels: readonly MixerChannel[], length: number, ceiling = LIMITER_CEILING): StereoBuffer {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const audible = audibleChannels(channels);
  channels.forEach((channel, index) => {
    if (!audible[index]) return;
    const gain = 10 ** (channel.gainDb / 20);
    const angle = ((Math.max(-1, Math.min(1, channel.pan)) + 1) * Math.PI) / 4;
    const gl = gain * Math.cos(angle) * Math.SQRT2;
    const gr = gain * Math.sin(angle) * Math.SQRT2;
    const samples = channel.samples;
    const other = channel.right ?? samples;
    const count = Math.min(length, samples.length, other.length);
    for (let sample = 0; sample < count; sample += 1) {
      left[sample]! += samples[sample]! * gl;
      right[sample]! += other[sample]! * gr;
    }
  });
  limit([left, right], ceiling);
  return { left, right };
}

/**
 * A look-ahead peak limiter (linked channels): the gain needed at each sample is spread back over
 * 5 ms before the peak and released over 80 ms; a final clamp guarantees the ceiling.
 */
export function limit(channels: readonly Float32Array[], ceiling = LIMITER_CEILING, sampleRate = 44100): void {
  const length = channels[0]?.length ?? 0;
  if (length === 0) return;
  const needed = new Float32Array(length);
  let any = false;
  for (let index = 0; index < length; index += 1) {
    let peak = 0;
    for (const channel of channels) peak = Math.max(peak, Math.abs(channel[index]!));
    needed[index] = peak > ceiling ? ceiling / peak : 1;
    if (peak > ceiling) any = true;
  }
  if (!any) return;
  const attack = Math.max(1, Math.round(0.005 * sampleRate));
  const release = Math.exp(-1 / (0.08 * sampleRate));
  // Backward pass: reach the needed gain `attack` samples before each peak.
  const gain = new Float32Array(length);
  let level = 1;
  for (let index = length - 1; index >= 0; index -= 1) {
    const target = needed[index]!;
    level = target < level ? target : Math.min(1, level + (1 - level) / attack);
    gain[index] = level;
  }
  // Forward pass: release slowly.
  level = gain[0]!;
  for (let index = 0; index < length; index += 1) {
    const target = gain[index]!;
    level = target < level ? target : target + (level - target) * release;
    for (const channel of channels) {
      const value = channel[index]! * level;
      channel[index] = value > ceiling ? ceiling : value < -ceiling ? -ceiling : value;
    }
  }
}
