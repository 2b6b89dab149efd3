import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Browser features pages may use: the studio may ask for the microphone, MIDI devices and full
 * screen on this origin; everything else a page could ask for is off, for frames too.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=(self)',
  'payment=()',
  'usb=()',
].join(', ');

/** One year, as browsers' preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers helmet writes for these options, found once: @fastify/helmet would rebuild its
 * middleware from the options on every request, and the answer is the same every time.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.status(204).send());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const transport = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!transport.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Security headers with a real Content-Security-Policy. Styles allow inline because Mantine writes
 * its theme variables into a style tag at run time; scripts come only from this origin. HSTS only
 * when the site is public over https (PUBLIC_URL): on plain http it would lock browsers out of it.
 * Computed once at start-up and set on every answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // TensorFlow.js runs the audio-to-MIDI model as WebAssembly (compiled, never evaluated as text).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const entries = Object.entries(headers);
  // On the raw response, as helmet does: routes that hand the response to another library
  // (the identity provider's protocol endpoints) send these too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
