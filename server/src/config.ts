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
  };
}
