/**
 * `npm run files:migrate`: copies the uploaded files of FILES_DIR (default DATA_DIR/files) to the
 * S3-compatible store that S3_BUCKET_PREFIX and S3_ENDPOINT name. Run it once before the servers
 * start with the S3 settings; the local folder is left as it was.
 */
import { ConfigError, loadConfig } from './config';
import { copyLocalFiles } from './storage/copyLocalFiles';
import { S3FileStore } from './storage/s3FileStore';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_BUCKET_PREFIX (and S3_ENDPOINT for a server other than AWS) to say where the files go.');
  const started = Date.now();
  const copied = await copyLocalFiles(config.filesDir, new S3FileStore(config.s3), (m) => console.log(m));
  console.log(`Copied ${copied} files from ${config.filesDir} to S3 (buckets ${config.s3.bucketPrefix}*) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
