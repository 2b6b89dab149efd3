import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  DEFAULT_IS_EU: booleanFlag.default(false),
  RENDERER_DIR: z.string().default('./dist/renderer'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Extra origins (comma separated) the site is also served from, e.g. the Vite dev server. */
  ALLOWED_ORIGINS: z.string().default(''),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Payments go through Stripe when a secret key is set; otherwise through the built-in test checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (a local stand-in in tests); Stripe's own by default. */
  STRIPE_API_BASE: z.string().url().optional(),
  CHECKOUT_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Checkout and portal sessions a client may open per minute; promotion codes it may look up per minute. */
  CHECKOUT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PROMO_CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Seeds the demo promotion codes and vouchers listed in the README (default: with the built-in checkout). */
  SEED_DEMO_COMMERCE: booleanFlag.optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  region: { countryHeader: string; defaultIsEu: boolean };
  rendererDir: string;
  version: string;
  /** Uploaded files (avatars) live here and are served under /files. */
  filesDir: string;
  auth: {
    /** Google sign-in when a client id is configured; otherwise the built-in identity provider at /idp. */
    google: { clientId: string; clientSecret: string; issuer: string } | null;
    /** Origins the site is served from: PUBLIC_URL's first, then ALLOWED_ORIGINS. */
    allowedOrigins: string[];
    rateLimitPerMinute: number;
    codeRateLimitPerMinute: number;
  };
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
    checkoutSessionTtlMinutes: number;
    checkoutRateLimitPerMinute: number;
    promoCodeRateLimitPerMinute: number;
    seedDemoData: boolean;
  };
};

/** The only place that reads the environment. Every variable has an embedded default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const databaseUrl = parsed.DATABASE_URL?.trim();
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const googleClientId = parsed.GOOGLE_CLIENT_ID?.trim();
  const extraOrigins = parsed.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    publicUrl,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    logLevel: parsed.LOG_LEVEL,
    region: { countryHeader: parsed.COUNTRY_HEADER.toLowerCase(), defaultIsEu: parsed.DEFAULT_IS_EU },
    rendererDir: path.resolve(parsed.RENDERER_DIR),
    version: env.npm_package_version ?? '0.1.0',
    filesDir: path.join(dataDir, 'files'),
    auth: {
      google: googleClientId
        ? { clientId: googleClientId, clientSecret: parsed.GOOGLE_CLIENT_SECRET ?? '', issuer: parsed.GOOGLE_ISSUER }
        : null,
      allowedOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins])],
      rateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
      codeRateLimitPerMinute: parsed.CODE_RATE_LIMIT_PER_MINUTE,
    },
    payments: paymentsConfig(parsed),
  };
}

function paymentsConfig(parsed: z.infer<typeof envSchema>): Config['payments'] {
  const secretKey = parsed.STRIPE_SECRET_KEY?.trim();
  return {
    stripe: secretKey
      ? {
          secretKey,
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
          apiBase: parsed.STRIPE_API_BASE ?? null,
        }
      : null,
    checkoutSessionTtlMinutes: parsed.CHECKOUT_SESSION_TTL_MINUTES,
    checkoutRateLimitPerMinute: parsed.CHECKOUT_RATE_LIMIT_PER_MINUTE,
    promoCodeRateLimitPerMinute: parsed.PROMO_CODE_RATE_LIMIT_PER_MINUTE,
    seedDemoData: parsed.SEED_DEMO_COMMERCE ?? !secretKey,
  };
}
