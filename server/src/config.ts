import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_SOURCE_DIR } from './source-dir';

/** Catalogue content (characters, prices, FAQ, release notes, legal documents, media) shipped with the server. */
const BUNDLED_CONTENT_DIR = path.join(SERVER_SOURCE_DIR, '../content');
/** The early-access sale ends 2025-06-01 00:00 in New York (EDT, UTC−4). */
const DEFAULT_SALE_END = '2025-06-01T04:00:00.000Z';
/** The local release-notes database id, used when no Notion database is configured. */
const LOCAL_RELEASES_DATABASE_ID = '2f6c1d8e-4b7a-4e0f-9a3c-5d1b8e7f6a20';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trusts no proxy (the client address is the socket's);
 * a number trusts that many hops; a comma list trusts those addresses, CIDR ranges or names.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops;
    } else {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length && items.every(isAddressOrCidr)) return items;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be a hop count or a comma list of IP addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySchema,
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
  /** Requests one address may make per minute to the built-in provider's protocol endpoints (/idp/auth, /idp/token, …). */
  IDP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Mails the built-in provider's password-reset links (smtp://user:pass@host:587); unset → DATA_DIR/outbox. */
  SMTP_URL: z.union([z.literal(''), z.string().url()]).optional(),
  STORAGE_URL: z.string().trim().optional(),
  /** New built-in provider accounts one address may create per hour. */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CONTENT_DIR: z.string().optional(),
  NOTION_TOKEN: z.string().optional(),
  NOTION_DATABASE_ID: z.string().optional(),
  DOWNLOADS_URL: z.union([z.string().url(), z.string().regex(/^\/[\w\-/]*$/)]).optional(),
  SALE_END: z.string().datetime({ offset: true }).default(DEFAULT_SALE_END),
  RELEASE_EMBED_ORIGINS: z.string().default(''),
  MEDIA_SIGNING_SECRET: z.string().min(16).optional(),
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
  /** Project saves (save, rename, restore of a version) a user may make per minute. */
  PROJECT_SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Audio-clip uploads one address may make per minute. */
  AUDIO_UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
});

/** Comma-separated origins, each reduced to scheme://host[:port]; anything that is not an http(s) origin is dropped. */
function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap((item) => {
      try {
        const url = new URL(item);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed for the client address. */
  trustProxy: false | number | string[];
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  region: { countryHeader: string; defaultIsEu: boolean };
  rendererDir: string;
  version: string;
  /** Uploaded files (avatars) live here and are served under /files. */
  filesDir: string;
  /** An S3-compatible bucket for files instead of DATA_DIR (an `s3…` STORAGE_URL); null for the folders. */
  storageUrl: string | null;
  auth: {
    /** Google sign-in when a client id is configured; otherwise the built-in identity provider at /idp. */
    google: { clientId: string; clientSecret: string; issuer: string } | null;
    /** Origins the site is served from: PUBLIC_URL's first, then ALLOWED_ORIGINS. */
    allowedOrigins: string[];
    rateLimitPerMinute: number;
    codeRateLimitPerMinute: number;
    /** Per address and minute, on the built-in provider's protocol endpoints (its pages have rateLimitPerMinute × 5). */
    idpRateLimitPerMinute: number;
    /** The built-in provider's mail (password resets): SMTP when set, else .eml files in `outboxDir`. */
    mail: { smtpUrl: string | null; outboxDir: string };
    signUpsPerAddressPerHour: number;
  };
  catalogue: {
    contentDir: string;
    /** Where latest.yml and latest-mac.yml are read from by the download page: this server's /downloads by default. */
    downloadsUrl: string;
    /** Where scripts/release publishes the update files and installers served at /downloads (DATA_DIR/downloads). */
    downloadsDir: string;
    saleEnd: Date;
    /** Host pages allowed to frame /releases/embed and to exchange messages with it. */
    releaseEmbedOrigins: string[];
    /** Signs the short-lived URLs of full-resolution character images. */
    mediaSigningSecret: string;
  };
  releaseNotes: { databaseId: string; notionToken: string | null };
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
    checkoutSessionTtlMinutes: number;
    checkoutRateLimitPerMinute: number;
    promoCodeRateLimitPerMinute: number;
    seedDemoData: boolean;
  };
  projects: {
    saveRateLimitPerMinute: number;
    /** The demo songs "Start from a demo" copies: project files shipped with the content. */
    templatesDir: string;
  };
  audio: {
    /** The projects' audio clips (DATA_DIR/audio, never served by /files) when no bucket is configured. */
    dir: string;
    /** Uploads being received are streamed here first (DATA_DIR/tmp/audio-uploads), then moved to the storage. */
    uploadDir: string;
    uploadRateLimitPerMinute: number;
  };
};

/** The only place that reads the environment. Every variable has an embedded default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const databaseUrl = parsed.DATABASE_URL?.trim();
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const googleClientId = parsed.GOOGLE_CLIENT_ID?.trim();
  const extraOrigins = parseOrigins(parsed.ALLOWED_ORIGINS);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    publicUrl,
    trustProxy: parsed.TRUST_PROXY,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    logLevel: parsed.LOG_LEVEL,
    region: { countryHeader: parsed.COUNTRY_HEADER.toLowerCase(), defaultIsEu: parsed.DEFAULT_IS_EU },
    rendererDir: path.resolve(parsed.RENDERER_DIR),
    version: env.npm_package_version ?? '0.1.0',
    filesDir: path.join(dataDir, 'files'),
    // An http(s) STORAGE_URL is where `scripts/release` PUTs installers; the server reads only buckets.
    storageUrl: /^s3(\+https?)?:\/\//.test(parsed.STORAGE_URL ?? '') ? parsed.STORAGE_URL! : null,
    auth: {
      google: googleClientId
        ? { clientId: googleClientId, clientSecret: parsed.GOOGLE_CLIENT_SECRET ?? '', issuer: parsed.GOOGLE_ISSUER }
        : null,
      allowedOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins])],
      rateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
      codeRateLimitPerMinute: parsed.CODE_RATE_LIMIT_PER_MINUTE,
      idpRateLimitPerMinute: parsed.IDP_RATE_LIMIT_PER_MINUTE,
      mail: { smtpUrl: parsed.SMTP_URL?.trim() || null, outboxDir: path.join(dataDir, 'outbox') },
      signUpsPerAddressPerHour: parsed.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    },
    catalogue: {
      contentDir: path.resolve(parsed.CONTENT_DIR ?? BUNDLED_CONTENT_DIR),
      downloadsUrl: (parsed.DOWNLOADS_URL ?? '/downloads').replace(/\/+$/, ''),
      downloadsDir: path.join(dataDir, 'downloads'),
      saleEnd: new Date(parsed.SALE_END),
      releaseEmbedOrigins: parseOrigins(parsed.RELEASE_EMBED_ORIGINS),
      mediaSigningSecret: parsed.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    },
    releaseNotes: {
      databaseId: parsed.NOTION_DATABASE_ID?.trim() || LOCAL_RELEASES_DATABASE_ID,
      notionToken: parsed.NOTION_TOKEN?.trim() || null,
    },
    payments: paymentsConfig(parsed),
    projects: {
      saveRateLimitPerMinute: parsed.PROJECT_SAVE_RATE_LIMIT_PER_MINUTE,
      templatesDir: path.join(path.resolve(parsed.CONTENT_DIR ?? BUNDLED_CONTENT_DIR), 'projects', 'templates'),
    },
    audio: {
      dir: path.join(dataDir, 'audio'),
      uploadDir: path.join(dataDir, 'tmp', 'audio-uploads'),
      uploadRateLimitPerMinute: parsed.AUDIO_UPLOAD_RATE_LIMIT_PER_MINUTE,
    },
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
