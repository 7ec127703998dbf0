import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Import } from '@hub/contract/imports';
import {
  deflatedPart,
  forgeZip,
  workbookParts,
  zerosPart,
  type ForgedPart,
} from '../../test/forged-zip';
import { randomCpf } from '../../test/factories';
import { loginAs, setupApp, type TestContext } from '../../test/helper';
import { multipart } from '../../test/uploads';

/*
 * Workbooks that lie (DESIGN.md 5c): sizes and CRCs the data does not match, archives cut short,
 * parts sharing their data, bombs of zeros. Each is sent through the upload as an administrator
 * who may import: the answer is a 4xx in Portuguese, the server goes on answering, and nothing
 * unpacks much further than the file's own size (every byte zlib inflates is counted). An error
 * left unhandled anywhere fails the run (vitest reports it).
 */

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

/** Every byte the process's raw inflates put out since the test began. */
let inflated = 0;
const createInflateRaw = zlib.createInflateRaw;
beforeAll(() => {
  vi.spyOn(zlib, 'createInflateRaw').mockImplementation((options) => {
    const inflate = createInflateRaw(options);
    const push = inflate.push.bind(inflate);
    inflate.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
      if (chunk) inflated += chunk.length;
      return push(chunk, encoding);
    };
    return inflate;
  });
});
afterEach(() => {
  inflated = 0;
});
afterAll(() => {
  vi.restoreAllMocks();
});

const upload = (content: Buffer) => {
  const form = multipart(
    'planilha.xlsx',
    content,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/imports/upload/candidates',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

const MEGABYTE = 1024 * 1024;
/** What a refusal may unpack: the parts it reads before it refuses are a few KB of XML. */
const REFUSED_WITHIN = MEGABYTE;

const sheet = (): ForgedPart[] =>
  workbookParts([
    ['Nome', 'CPF', 'E-mail'],
    ['Zélia Antunes', randomCpf(), 'zelia@exemplo.com.br'],
  ]);

/** The workbook with its worksheet (its largest part) changed. */
const withWorksheet = (change: (part: ForgedPart) => ForgedPart): Buffer =>
  forgeZip(sheet().map((part) => (part.name === 'xl/worksheets/sheet1.xml' ? change(part) : part)));

/** The workbook and more parts after it. */
const withParts = (...parts: ForgedPart[]): Buffer => forgeZip([...sheet(), ...parts]);

type HostileWorkbook = { name: string; content: () => Buffer; status: number; message: RegExp };

const UNREADABLE = { status: 415, message: /^Não foi possível ler a planilha XLSX/ };
const TOO_LARGE = { status: 413, message: /^A planilha descompactada passa de 2 GB/ };
const PACKED_TIGHT = { status: 413, message: /se expande mais de 100 vezes/ };

const HOSTILE_WORKBOOKS: HostileWorkbook[] = [
  {
    name: 'an unpacked size smaller than the data, in both headers',
    content: () =>
      withWorksheet((part) => ({ ...part, uncompressedSize: part.uncompressedSize - 40 })),
    ...UNREADABLE,
  },
  {
    name: 'an unpacked size larger than the data, in both headers',
    content: () =>
      withWorksheet((part) => ({ ...part, uncompressedSize: part.uncompressedSize + 40 })),
    ...UNREADABLE,
  },
  {
    name: 'an unpacked size that lies in the central directory only',
    content: () =>
      withWorksheet((part) => ({
        ...part,
        uncompressedSize: 10,
        local: { uncompressedSize: part.uncompressedSize },
      })),
    ...UNREADABLE,
  },
  {
    name: 'a packed size shorter than the data (a deflate stream cut)',
    content: () => withWorksheet((part) => ({ ...part, compressedSize: part.compressedSize - 20 })),
    ...UNREADABLE,
  },
  {
    name: 'a packed size past the end of the file',
    content: () =>
      withWorksheet((part) => ({ ...part, compressedSize: part.compressedSize + MEGABYTE })),
    ...UNREADABLE,
  },
  {
    name: 'a CRC that is not the data’s',
    content: () => withWorksheet((part) => ({ ...part, crc32: part.crc32 ^ 1 })),
    ...UNREADABLE,
  },
  {
    name: 'an archive cut in half',
    content: () => {
      const whole = forgeZip(sheet());
      return whole.subarray(0, whole.length / 2);
    },
    ...UNREADABLE,
  },
  {
    name: 'an archive missing its last bytes',
    content: () => {
      const whole = forgeZip(sheet());
      return whole.subarray(0, whole.length - 6);
    },
    ...UNREADABLE,
  },
  {
    name: 'an archive missing bytes in its middle',
    content: () => {
      const whole = forgeZip(sheet());
      return Buffer.concat([whole.subarray(0, 200), whole.subarray(260)]);
    },
    ...UNREADABLE,
  },
  {
    name: 'a worksheet of 1 GB of zeros that says so (about 1 MB)',
    content: () => withWorksheet(() => zerosPart('xl/worksheets/sheet1.xml', 1024)),
    ...PACKED_TIGHT,
  },
  {
    name: 'a worksheet of 1 GB of zeros that says it unpacks to 1 KB',
    content: () =>
      withWorksheet(() => ({
        ...zerosPart('xl/worksheets/sheet1.xml', 1024),
        uncompressedSize: 1024,
      })),
    ...UNREADABLE,
  },
  {
    name: 'a worksheet of 1 GB of zeros whose local header alone says so',
    content: () =>
      withWorksheet(() => {
        const bomb = zerosPart('xl/worksheets/sheet1.xml', 1024);
        return {
          ...bomb,
          uncompressedSize: 1024,
          local: { uncompressedSize: bomb.uncompressedSize },
        };
      }),
    ...UNREADABLE,
  },
  {
    name: '3 GB of zeros in 300 entries that share one 10 MB part (about 10 KB)',
    content: () => {
      const kernel = zerosPart('xl/media/kernel.bin', 10);
      return withParts(
        kernel,
        ...Array.from({ length: 299 }, (_, index) => ({
          ...kernel,
          name: `xl/media/copy${index}.bin`,
          sameDataAs: sheet().length,
        })),
      );
    },
    ...PACKED_TIGHT,
  },
  {
    name: 'two entries that share their data',
    content: () => {
      const part = deflatedPart('xl/media/image.bin', Buffer.alloc(64 * 1024, 'x'));
      return withParts(part, { ...part, name: 'xl/media/copy.bin', sameDataAs: sheet().length });
    },
    ...UNREADABLE,
  },
  {
    name: '2,000 parts (2 GB of zeros, about 2 MB)',
    content: () => {
      const bomb = zerosPart('xl/media/0.bin', 1);
      return withParts(
        ...Array.from({ length: 2000 }, (_, index) => ({ ...bomb, name: `xl/media/${index}.bin` })),
      );
    },
    status: 413,
    message: /^O XLSX tem mais de 1\.000 partes/,
  },
  {
    name: '500 parts of 4 MB of zeros each (2 GB, about 2 MB)',
    content: () => {
      const bomb = zerosPart('xl/media/0.bin', 4);
      return withParts(
        ...Array.from({ length: 500 }, (_, index) => ({ ...bomb, name: `xl/media/${index}.bin` })),
      );
    },
    ...PACKED_TIGHT,
  },
  {
    name: 'parts that say they unpack to 2.5 GB in all, each within the ratio',
    content: () => {
      const part = deflatedPart('xl/media/0.bin', Buffer.from('x'));
      const large = { ...part, compressedSize: 30 * MEGABYTE, uncompressedSize: 1000 * MEGABYTE };
      return withParts(...[0, 1, 2].map((index) => ({ ...large, name: `xl/media/${index}.bin` })));
    },
    ...TOO_LARGE,
  },
  {
    name: 'two parts of the same name',
    content: () => withParts(...sheet().filter((part) => part.name === 'xl/worksheets/sheet1.xml')),
    ...UNREADABLE,
  },
  {
    name: 'an encrypted part',
    content: () => withWorksheet((part) => ({ ...part, flags: 1 })),
    ...UNREADABLE,
  },
  {
    name: 'a compression method no workbook uses (BZIP2)',
    content: () => withWorksheet((part) => ({ ...part, method: 12 })),
    ...UNREADABLE,
  },
  {
    name: 'a part named outside the archive',
    content: () => withParts(deflatedPart('../../../etc/cron.d/planilha', 'x')),
    ...UNREADABLE,
  },
];

describe('the upload of a workbook that lies', () => {
  it.each(HOSTILE_WORKBOOKS)(
    'refuses $name in Portuguese, unpacking next to nothing',
    async (hostile) => {
      const response = await upload(hostile.content());
      expect(response.statusCode, response.body).toBe(hostile.status);
      expect(response.json<{ message: string }>().message).toMatch(hostile.message);
      expect(inflated).toBeLessThan(REFUSED_WITHIN);
      const next = await ctx.app.inject({ method: 'GET', url: '/api/imports/running', headers });
      expect(next.statusCode).toBe(200);
    },
  );

  it('reads a workbook whose local headers disagree with its central directory as the directory says', async () => {
    const content = withWorksheet((part) => ({
      ...part,
      local: { compressedSize: part.compressedSize + 7, uncompressedSize: 3, crc32: 1 },
    }));
    const response = await upload(content);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Import>().columns.map((column) => column.field)).toEqual([
      'name',
      'cpf',
      'email',
    ]);
  });

  it('takes a workbook holding a ZIP bomb as a file of its own, never opening it', async () => {
    const bomb = forgeZip([zerosPart('bomba.bin', 1024)]);
    const nested: ForgedPart = {
      ...deflatedPart('xl/embeddings/bomba.zip', bomb),
      method: 0,
      stored: bomb,
      compressedSize: bomb.length,
    };
    const response = await upload(withParts(nested));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Import>().counts.total).toBe(1);
    expect(inflated).toBeLessThan(REFUSED_WITHIN + 2 * bomb.length);
  });
});
