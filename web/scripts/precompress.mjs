/**
 * Writes a .br and a .gz beside every text asset of the build that they make smaller, once, at
 * maximum compression: the server (@fastify/static preCompressed) sends them to browsers that
 * accept them, so no request pays for compression and the JS over the wire is what the budgets
 * count.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// A compressed copy adds its Content-Encoding header: kept only when it saves more than that. Small
// chunks count too: the login route loads a dozen under 1 KB, which brotli halves.
const HEADER_BYTES = 32;
const worthSending = (compressed, content) => compressed.length + HEADER_BYTES < content.length;

const filesOf = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });

let raw = 0;
let brotli = 0;
for (const file of filesOf(DIST).filter((name) => COMPRESSIBLE.test(name))) {
  const content = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (worthSending(br, content)) fs.writeFileSync(`${file}.br`, br);
  if (worthSending(gzip, content)) fs.writeFileSync(`${file}.gz`, gzip);
  raw += content.length;
  brotli += worthSending(br, content) ? br.length : content.length;
}
console.info(`precompressed: ${(raw / 1024).toFixed(0)} KB of text assets, ${(brotli / 1024).toFixed(0)} KB as brotli`);
