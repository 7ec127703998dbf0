import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** S3-compatible object storage when S3_* is configured, else files under DATA_DIR/uploads. */
export const createStorage = (config: Config): Storage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
