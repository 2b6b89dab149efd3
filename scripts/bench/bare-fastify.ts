/**
 * A bare Fastify hello-world in its own process: the ceiling one Node process reaches on this
 * machine, measured beside the real server so that a loaded machine shows in both figures.
 * Usage: PORT=<port> node --import tsx scripts/bench/bare-fastify.ts   (prints "listening" when ready)
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
