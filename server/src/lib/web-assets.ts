import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The built web app, held in memory: a few MB read once at start, so an asset costs a header
 * and a buffer write instead of the stat, open and stream of a file per request (the login page
 * loads some thirty chunks, and Lighthouse counts each server response).
 */

export type Encoding = 'br' | 'gzip' | 'identity';

export type WebAsset = {
  contentType: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
};

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** web/scripts/precompress.mjs writes these beside each text file of the build. */
const PRECOMPRESSED: [Exclude<Encoding, 'identity'>, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const filesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });

/** Every file of the build by its URL path ("/assets/index-abc.js"), with its precompressed bodies. */
export const loadWebAssets = (webDist: string): Map<string, WebAsset> => {
  const assets = new Map<string, WebAsset>();
  const files = filesOf(webDist);
  const present = new Set(files);
  for (const file of files) {
    if (PRECOMPRESSED.some(([, suffix]) => file.endsWith(suffix))) continue;
    const identity = fs.readFileSync(file);
    const bodies: WebAsset['bodies'] = { identity };
    for (const [encoding, suffix] of PRECOMPRESSED) {
      if (present.has(file + suffix)) bodies[encoding] = fs.readFileSync(file + suffix);
    }
    const urlPath = `/${path.relative(webDist, file).split(path.sep).join('/')}`;
    assets.set(urlPath, {
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      bodies,
    });
  }
  return assets;
};

/** The smallest body the client accepts: brotli, then gzip, else identity (q=0 refuses one). */
export const pickEncoding = (acceptEncoding: string | undefined, asset: WebAsset): Encoding => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((item) => item.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  const accepts = (name: string) => accepted.has(name) || accepted.has('*');
  if (asset.bodies.br && accepts('br')) return 'br';
  if (asset.bodies.gzip && (accepts('gzip') || accepted.has('x-gzip'))) return 'gzip';
  return 'identity';
};

/**
 * The Link header of each first page (web/scripts/route-sizes.mjs writes route-preloads.json):
 * its chunks are fetched beside the entry, not after the entry has run and asked for them.
 */
export const routePreloadLinks = (assets: Map<string, WebAsset>): Map<string, string> => {
  const file = assets.get('/route-preloads.json');
  if (!file) return new Map();
  const routes = JSON.parse(file.bodies.identity.toString('utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(routes).map(([route, urls]) => [route, urls.map((url) => `<${url}>; rel=modulepreload; crossorigin`).join(', ')]),
  );
};
