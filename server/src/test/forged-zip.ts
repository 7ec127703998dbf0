import zlib from 'node:zlib';

/**
 * ZIP archives written byte by byte, so that their headers may say what is not so: sizes and CRCs
 * that lie (in the local header, the central directory or both), entries sharing their data, parts
 * that unpack a thousand times their size. The upload's fuzzing builds its hostile workbooks here.
 */

/** One entry of a forged archive: its bytes as stored, and what its headers say of them. */
export type ForgedPart = {
  name: string;
  /** The bytes as the archive stores them (raw deflate for method 8). */
  stored: Buffer;
  /** 8 (deflate) or 0 (stored); anything else is a method the reader does not know. */
  method: number;
  /** General purpose flags: bit 0 says encrypted. */
  flags: number;
  /** What the central directory says. */
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** What the local header says, where it differs from the central directory. */
  local?: Partial<Pick<ForgedPart, 'crc32' | 'compressedSize' | 'uncompressedSize'>>;
  /** The index of an earlier part whose local header and data this entry points to (an overlap). */
  sameDataAs?: number;
};

/** A part deflated as Excel stores it, its headers telling the truth. */
export const deflatedPart = (name: string, content: Buffer | string): ForgedPart => {
  const data = Buffer.from(content);
  const stored = zlib.deflateRawSync(data);
  return {
    name,
    stored,
    method: 8,
    flags: 0,
    crc32: zlib.crc32(data),
    compressedSize: stored.length,
    uncompressedSize: data.length,
  };
};

/** A final, empty deflate block: what ends a stream of blocks that do not end it themselves. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * `megabytes` of zeros as raw deflate, about a thousandth of that stored, made without holding the
 * zeros: one megabyte deflated on its own and flushed (it refers to nothing before it), repeated,
 * then a last block. The headers say the truth unless changed; its CRC is left 0 (never reached).
 */
export const zerosPart = (name: string, megabytes: number): ForgedPart => {
  const megabyte = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const stored = Buffer.concat([...Array.from({ length: megabytes }, () => megabyte), LAST_BLOCK]);
  return {
    name,
    stored,
    method: 8,
    flags: 0,
    crc32: 0,
    compressedSize: stored.length,
    uncompressedSize: megabytes * 1024 * 1024,
  };
};

const UTF8_NAMES = 0x0800;

type Said = Pick<ForgedPart, 'crc32' | 'compressedSize' | 'uncompressedSize'>;

/**
 * A header of `size` bytes starting with `signature` and, from `at`, the fields both headers carry:
 * the version needed, the flags, the method, the time and date, the CRC, the sizes and the name's length.
 */
const header = (
  signature: number,
  size: number,
  at: number,
  part: ForgedPart,
  said: Said,
  name: Buffer,
) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32LE(signature, 0);
  bytes.writeUInt16LE(20, at);
  bytes.writeUInt16LE(part.flags | UTF8_NAMES, at + 2);
  bytes.writeUInt16LE(part.method, at + 4);
  bytes.writeUInt16LE(0x21, at + 8);
  bytes.writeUInt32LE(said.crc32, at + 10);
  bytes.writeUInt32LE(said.compressedSize, at + 14);
  bytes.writeUInt32LE(said.uncompressedSize, at + 18);
  bytes.writeUInt16LE(name.length, at + 22);
  return bytes;
};

const localHeader = (part: ForgedPart, name: Buffer): Buffer =>
  Buffer.concat([header(0x04034b50, 30, 4, part, { ...part, ...part.local }, name), name]);

const centralHeader = (part: ForgedPart, name: Buffer, offset: number): Buffer => {
  const bytes = header(0x02014b50, 46, 6, part, part, name);
  bytes.writeUInt16LE(20, 4);
  bytes.writeUInt32LE(offset, 42);
  return Buffer.concat([bytes, name]);
};

/** The archive of `parts`: their local headers and data, then the central directory and its end. */
export const forgeZip = (parts: ForgedPart[]): Buffer => {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.sameDataAs !== undefined) {
      offsets.push(offsets[part.sameDataAs] ?? 0);
      continue;
    }
    const local = localHeader(part, Buffer.from(part.name));
    offsets.push(offset);
    chunks.push(local, part.stored);
    offset += local.length + part.stored.length;
  }
  const central = Buffer.concat(
    parts.map((part, index) => centralHeader(part, Buffer.from(part.name), offsets[index] ?? 0)),
  );
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, central, end]);
};

/** The parts of a workbook of one sheet, `rows` as text cells: what an import reads. */
export const workbookParts = (rows: string[][]): ForgedPart[] => {
  const strings = [...new Set(rows.flat())];
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells
          .map(
            (cell, index) =>
              `<c r="${column(index)}${row + 1}" t="s"><v>${strings.indexOf(cell)}</v></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedPart(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
    ),
    deflatedPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  ];
};
