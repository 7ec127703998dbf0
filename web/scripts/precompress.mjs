/**
 * Writes a .br and a .gz beside every text asset of the build, once, at maximum compression:
 * the server (@fastify/static preCompressed) sends them to browsers that accept them, so no
 * request pays for compression and the JS over the wire is what the budgets count.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;

const filesOf = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });

let raw = 0;
let brotli = 0;
for (const file of filesOf(DIST).filter((name) => COMPRESSIBLE.test(name))) {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
  raw += content.length;
  brotli += br.length;
}
console.info(`precompressed: ${(raw / 1024).toFixed(0)} KB of text assets, ${(brotli / 1024).toFixed(0)} KB as brotli`);
