export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/webm';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length &&
  bytes.every((byte, index) => buffer[offset + index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Every PNG's first chunk is IHDR, 13 bytes long: a PNG signature glued onto other content is not. */
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** The RIFF container states its own size: a WebP header followed by anything else does not add up. */
const isWholeRiff = (head: Buffer, size: number): boolean =>
  head.length >= 12 && head.readUInt32LE(4) + 8 === size;

/**
 * The type a file really is, read from its bytes: the client's Content-Type and name are not
 * trusted. Images are also checked for the structure that follows their magic bytes. `file` may be
 * the first bytes only, with the whole file's `size`.
 */
export const sniffType = (file: Buffer, size = file.length): SniffedType | null => {
  if (startsWith(file, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(file, PNG_SIGNATURE)) return startsWith(file, PNG_IHDR, 8) ? 'image/png' : null;
  if (startsWith(file, [0x52, 0x49, 0x46, 0x46]) && startsWith(file, [0x57, 0x45, 0x42, 0x50], 8)) {
    return isWholeRiff(file, size) ? 'image/webp' : null;
  }
  if (startsWith(file, [0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4';
  if (startsWith(file, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
};

/**
 * Markup where browsers (and old content sniffers, which read the first 256–1024 bytes) would
 * find HTML, SVG or XML. Only tags of four or more characters: in the compressed bytes of a real
 * image or video they occur by chance about once in a billion files.
 */
const MARKUP =
  /<(?:!doctype|html|head|body|script|iframe|svg|\?xml|!--|title|style|table|embed|object)/i;
const SNIFF_WINDOW = 1024;

export const hasSniffableMarkup = (file: Buffer): boolean =>
  MARKUP.test(file.subarray(0, SNIFF_WINDOW).toString('latin1'));

export const EXTENSIONS: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const TYPES_BY_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type as SniffedType]),
);

/** The checked type of a stored file, from the extension the server gave its key; null for any other. */
export const typeOfKey = (key: string): SniffedType | null =>
  TYPES_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1)) ?? null;
