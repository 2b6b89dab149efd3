import { vi } from 'vitest';

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * A stand-in for XMLHttpRequest that a test drives: it records what was sent and lets the test
 * report progress, answer, fail or see an abort. Installed with `installFakeXhr()`.
 */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent; all of them also fires the upload's load. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    if (loaded >= total) this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest for the test (undone by vi.unstubAllGlobals) and answers the fakes made. */
export function installFakeXhr(): FakeXhr[] {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.made;
}
