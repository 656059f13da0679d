/**
 * FileStore on an S3-compatible object store (AWS S3, MinIO, Ceph, R2, …) through the official
 * AWS SDK: every app server reads and writes the same files, so several servers need no shared
 * folder. Each app bucket (company-logo, resume) is the S3 bucket `<S3_BUCKET_PREFIX><bucket>`,
 * created on first use when missing. The content type travels as the object's own Content-Type.
 */
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore, StoredFile } from './fileStore';
import { assertStorageNames } from './names';

export interface S3Settings {
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  bucketPrefix: string;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.name === 'NoSuchBucket' || e.$metadata?.httpStatusCode === 404;
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // S3-compatible servers other than AWS often reject the newer default checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  bucketName(bucket: string): string {
    return `${this.settings.bucketPrefix}${bucket}`;
  }

  private ensureBucket(bucket: string): Promise<void> {
    let ready = this.ensured.get(bucket);
    if (!ready) {
      const Bucket = this.bucketName(bucket);
      ready = this.client
        .send(new HeadBucketCommand({ Bucket }))
        .then(() => undefined)
        .catch(async (error: unknown) => {
          if (!isNotFound(error)) throw error;
          await this.client.send(new CreateBucketCommand({ Bucket })).catch((created: unknown) => {
            // another app server created it at the same moment
            const name = (created as { name?: string }).name;
            if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw created;
          });
        });
      ready.catch(() => this.ensured.delete(bucket));
      this.ensured.set(bucket, ready);
    }
    return ready;
  }

  async put(bucket: string, object: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageNames(bucket, object);
    await this.ensureBucket(bucket);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucketName(bucket), Key: object, Body: bytes, ContentType: contentType }));
  }

  async get(bucket: string, object: string): Promise<StoredFile | null> {
    assertStorageNames(bucket, object);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucketName(bucket), Key: object }));
      const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: answer.ContentType || 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(bucket: string, object: string): Promise<boolean> {
    assertStorageNames(bucket, object);
    const Bucket = this.bucketName(bucket);
    // S3 answers a delete of a missing key as a success: ask first, to say whether one was removed
    try {
      await this.client.send(new HeadObjectCommand({ Bucket, Key: object }));
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket, Key: object }));
    return true;
  }
}
