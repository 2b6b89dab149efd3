import { ApiRequestError, checkAnswer, errorOfAnswer, type ResponseSchema } from './client';

export type UploadOptions<T> = {
  formData: FormData;
  schema: ResponseSchema<T>;
  accessToken?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The share of the body sent so far, 0 to 1: 1 once all of it has gone (the server is then storing it). */
  onProgress?: (fraction: number) => void;
};

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart body with XMLHttpRequest, which (unlike fetch) reports how much of the body has
 * been sent. Answers and errors as apiRequest's: the checked answer, or ApiRequestError with the
 * server's code, TIMEOUT_ERROR or NETWORK_ERROR; an aborted upload rejects with an AbortError.
 */
export function apiUpload<T>(path: string, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const fail = (error: unknown) => {
      options.signal?.removeEventListener('abort', abort);
      reject(error);
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (options.accessToken) xhr.setRequestHeader('authorization', `Bearer ${options.accessToken}`);
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => options.onProgress?.(1);
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      const body = parsed(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) return reject(errorOfAnswer(xhr.status, xhr.statusText, body));
      checkAnswer(options.schema, xhr.status, body).then(resolve, reject);
    };
    xhr.onerror = () => fail(new ApiRequestError('NETWORK_ERROR', 0, 'Network request failed.'));
    xhr.ontimeout = () => fail(new ApiRequestError('TIMEOUT_ERROR', 500, 'The request has timed out.'));
    xhr.onabort = () => fail(abortError());
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(options.formData);
  });
}
