import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One info line per request instead of Fastify's two: "request completed" carries the request
 * (method, scrubbed URL, client address: the `req` serialiser of log-scrub.ts), the status and the
 * response time. At info level the log is a large part of what a cheap request costs.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
