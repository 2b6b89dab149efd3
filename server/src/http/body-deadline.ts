import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route waits for its whole body after the headers (the server's default when absent). */
    bodyTimeoutMs?: number;
  }
}

/**
 * Node's `requestTimeout` is one figure for the whole server, but a 50 MB audio upload needs minutes
 * on a slow connection (80 s at 5 Mbit/s) while every other route should still drop a client that
 * trickles its body. So the server's figure is the longest any route allows (`serverTimeoutMs`), and
 * this hook holds every request to its route's `bodyTimeoutMs` (`defaultMs` when it names none): a
 * body not received by then has its connection closed without an answer, as Node does at its own
 * limit, also after an early answer (a refused upload): Node reads what is left of a body it did not
 * use. Requests whose body has arrived by the time they are routed (all GETs, most small POSTs) cost
 * no timer.
 */
export function registerBodyDeadline(app: FastifyInstance, limits: { defaultMs: number; serverTimeoutMs: number }) {
  app.addHook('onRequest', (request, _reply, done) => {
    const limitMs = request.routeOptions.config?.bodyTimeoutMs ?? limits.defaultMs;
    const raw = request.raw;
    if (raw.complete || limitMs >= limits.serverTimeoutMs) return done();
    // raw.destroy() closes the socket the request came on; an injected request (tests) has no real socket.
    const timer = setTimeout(() => {
      if (!raw.complete) raw.destroy();
    }, limitMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
