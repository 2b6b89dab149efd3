/**
 * The web-platform globals that every runtime of shared code has — browsers, workers and Node — and
 * that shared code may use. shared/ is typed without DOM or Node, so anything else (document,
 * window, Buffer, process) does not compile here. Only the members shared code uses are declared.
 */

interface URLSearchParams {
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}
declare var URLSearchParams: {
  new (init?: Record<string, string> | string): URLSearchParams;
};

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
}
declare var URL: {
  new (url: string, base?: string | URL): URL;
};

interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
declare var TextEncoder: { new (): TextEncoder };

declare var crypto: {
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> };
};

declare function btoa(data: string): string;
