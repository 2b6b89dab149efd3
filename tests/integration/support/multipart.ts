import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----cantara${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body with fields and files in the given order (the order a browser keeps). */
export function multipartForm(parts: FormPart[], options: { cutAfter?: number } = {}) {
  const boundary = `----cantara${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    const body = 'filename' in part ? part.content : Buffer.from(part.value);
    return [Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), body, Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return {
    // A body cut off after `cutAfter` bytes, as a dropped connection leaves it.
    payload: options.cutAfter === undefined ? payload : payload.subarray(0, options.cutAfter),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
