import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { errorBody } from './errors';
import type { Storage } from './storage';

/**
 * Uploads in S3-compatible object storage, so every instance behind the load balancer sees the
 * same files. The API still serves them (same URLs as local storage), passing Range through so
 * videos seek without downloading the whole file.
 */
export const createS3Storage = (config: S3Config): Storage => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  return {
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    serve: async (key, reply) => {
      const range = reply.request.headers.range;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }),
        );
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'public, max-age=31536000, immutable');
        if (object.ContentLength !== undefined)
          reply.header('content-length', object.ContentLength);
        if (object.ETag) reply.header('etag', object.ETag);
        if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
        if (object.ContentRange) reply.status(206).header('content-range', object.ContentRange);
        return reply.send(object.Body as Readable);
      } catch (error) {
        const status =
          error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 404) return reply.status(404).send(errorBody(404, 'Arquivo não encontrado'));
        if (status === 416)
          return reply.status(416).send(errorBody(416, 'Intervalo solicitado inválido'));
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    putFile: async (key, filePath, contentType) => {
      // A stream body needs its length up front (no multipart upload for files of tens of MB).
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable;
    },
  };
};
