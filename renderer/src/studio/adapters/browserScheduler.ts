import type { Scheduler } from '../../../../shared/studio/player/ports';

/** The player's time in a browser tab: animation frames, timers and performance.now(). */
export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  nextFrame(callback) {
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  },
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
