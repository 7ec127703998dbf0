import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupErrors, type BackupLine } from './backup-format';
import { isSafeKey } from './storage';

export type LineWriter = { write: (line: BackupLine) => Promise<void>; close: () => Promise<void> };

/** Gzipped JSON lines, honouring back-pressure so a large table never piles up in memory. */
export const createLineWriter = (file: string): LineWriter => {
  const gzip = zlib.createGzip();
  const output = fs.createWriteStream(file);
  gzip.pipe(output);
  return {
    write: async (line) => {
      if (!gzip.write(`${JSON.stringify(line)}\n`))
        await new Promise((resolve) => gzip.once('drain', resolve));
    },
    close: async () => {
      gzip.end();
      await finished(output);
    },
  };
};

/**
 * The lines of the file, read only as fast as they are used (readline's iterator would buffer
 * the whole decompressed file when the inserts are slower than the disk).
 */
export async function* readLines(file: string): AsyncGenerator<string> {
  // pipeline, not pipe: an error of the file stream reaches the loop instead of crashing the process.
  const input = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => undefined);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    // zlib's codes (Z_BUF_ERROR for a cut file, Z_DATA_ERROR for damaged bytes) say the file is bad.
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new Error(BackupErrors.truncated, { cause: error });
    throw error;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** The uploads the server wrote (keys it generated), relative to the uploads folder. */
export const uploadKeys = (uploadsDir: string): string[] => {
  if (!fs.existsSync(uploadsDir)) return [];
  return fs
    .readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter(isSafeKey)
    .sort();
};

const CHUNK_BYTES = 1024 * 1024;

/** A file in 1 MB pieces, so a long video never becomes one huge line. */
export async function* fileChunks(file: string): AsyncGenerator<Buffer> {
  for await (const chunk of fs.createReadStream(file, { highWaterMark: CHUNK_BYTES }))
    yield chunk as Buffer;
}
