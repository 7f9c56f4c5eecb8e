// npm run media:to-bucket — copies the files of the local disk (DATA_DIR/uploads) into the bucket the
// S3_* variables name, skipping what is there already; run it again to finish a copy that was cut off.
// Moving an instance to a bucket: run this, start the instances with S3_*, run it once more (for files
// uploaded meanwhile), then remove DATA_DIR/uploads. docs/deploy.md, "Files".
import { loadConfig } from '../server/config';
import { DiskBlobStore } from '../server/lib/blob-store';
import { copyDiskToBucket, S3BlobStore } from '../server/lib/s3-blob-store';

async function main() {
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE as your store needs): the bucket to copy into.');
    process.exitCode = 2;
    return;
  }
  const bucket = new S3BlobStore(config.s3);
  try {
    await bucket.check();
    console.log(`From ${config.uploadsDir} to the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
    let seen = 0;
    const { copied, skipped } = await copyDiskToBucket(new DiskBlobStore(config.uploadsDir), bucket, () => {
      if (++seen % 500 === 0) console.log(`  ${seen} files…`);
    });
    console.log(`Copied ${copied} file(s); ${skipped} were in the bucket already.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await bucket.close();
  }
}

void main();
