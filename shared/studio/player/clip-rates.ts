import { resample } from '../analysis/resample';
import type { ClipAudio, ClipAudioSource } from '../voice/clip-render';

/**
 * The player's copies of the recordings at its output's rate (a 44.1 kHz device plays the 48 kHz
 * recordings): each is resampled once, on the first Play that needs it, and reused by every later
 * Play. The copies are keyed by the decoded recording itself, in a WeakMap, which keeps the cache
 * small without bookkeeping: a recording the studio's store lets go of takes its copy with it, a
 * recording decoded again (its audio changed) is a new key, and a copy at another rate replaces the
 * old one, so there is at most one copy per recording.
 */
export function createClipRates() {
  let copies = new WeakMap<ClipAudio, ClipAudio>();
  const copyOf = (audio: ClipAudio, sampleRate: number): ClipAudio => {
    const known = copies.get(audio);
    if (known?.sampleRate === sampleRate) return known;
    const copy = {
      channels: audio.channels.map((channel) => resample(channel, audio.sampleRate, sampleRate)),
      sampleRate,
    };
    copies.set(audio, copy);
    return copy;
  };
  return {
    /** `source` at `sampleRate`: recordings at another rate come resampled (once). */
    at(source: ClipAudioSource, sampleRate: number): ClipAudioSource {
      return (audioId) => {
        const audio = source(audioId);
        return !audio || audio.sampleRate === sampleRate ? audio : copyOf(audio, sampleRate);
      };
    },
    /** Lets go of every copy (the player is disposed). */
    clear() {
      copies = new WeakMap();
    },
  };
}
