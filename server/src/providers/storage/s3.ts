import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type FileStorage, isStorageKey } from './types';

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) as STORAGE_URL names it. */
export type S3Location = {
  bucket: string;
  /** Another service than AWS (path-style addressing); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** From the URL; null to use the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

/**
 * Reads STORAGE_URL: `s3://bucket?region=eu-central-1` for AWS (credentials from the SDK's chain),
 * or `s3+https://key:secret@host[:port]/bucket?region=…` (`s3+http` for a local server) for any
 * S3-compatible service. Throws on anything else.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const region = url.searchParams.get('region') ?? 'us-east-1';
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : null;
  if (url.protocol === 's3:') {
    if (!url.hostname) throw new Error('STORAGE_URL s3://… needs a bucket name');
    return { bucket: url.hostname, endpoint: null, region, credentials };
  }
  if (url.protocol === 's3+http:' || url.protocol === 's3+https:') {
    const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
    if (!bucket || bucket.includes('/')) throw new Error('STORAGE_URL needs one bucket name as its path');
    const scheme = url.protocol === 's3+http:' ? 'http' : 'https';
    return { bucket, endpoint: `${scheme}://${url.host}`, region, credentials };
  }
  throw new Error(`STORAGE_URL must start with s3://, s3+https:// or s3+http:// (got ${url.protocol})`);
}

/**
 * Files in an S3-compatible bucket, served through this server's /files route like local ones. The
 * AWS SDK is loaded here, so a server without a bucket never loads it.
 */
export async function s3FileStorage(location: S3Location, publicUrl: string): Promise<FileStorage> {
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: location.region,
    // S3-compatible services differ in how far they take the SDK's default checksums: a streamed body
    // (an audio upload) goes out in aws-chunked framing with a trailing checksum, which some store as
    // part of the file. Outside AWS, checksums are sent only where an operation requires them.
    ...(location.endpoint
      ? { endpoint: location.endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const }
      : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  const Bucket = location.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
    return key;
  };
  return {
    async put(key, content, contentType) {
      // One PUT: S3 makes an object visible whole or not at all.
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: content, ContentType: contentType }));
    },
    async putFile(key, localPath, contentType) {
      const Key = checked(key);
      const { size } = await fs.stat(localPath);
      // One PUT of a known length, read from the disk as it goes (S3 takes up to 5 GB so).
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fs.rm(localPath, { force: true });
    },
    async copy(fromKey, toKey) {
      // One server-side copy (up to 5 GB): the bytes do not pass through this server.
      const CopySource = `${Bucket}/${encodeURIComponent(checked(fromKey)).replace(/%2F/g, '/')}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: checked(toKey), CopySource }));
        return true;
      } catch (error) {
        if (error instanceof NoSuchKey) return false;
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        )
          return false;
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    url(key) {
      return `${publicUrl}/files/${key}`;
    },
  };
}
