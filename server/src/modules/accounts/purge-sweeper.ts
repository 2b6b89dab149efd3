import type { FastifyInstance } from 'fastify';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs a sweep (the account purge and the clean-up of expired codes and tokens; the project trash's
 * purge) when the server starts and every hour after. Its state is the data itself (deactivation and
 * deletion dates), so restarts lose nothing.
 */
export function scheduleSweeps(app: FastifyInstance, sweep: () => Promise<void>, name = 'account sweep'): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweep().catch((error: unknown) => {
      app.log.error({ err: error }, `${name} failed`);
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
