import { randomInt } from 'node:crypto';
import { completeCpf, formatCpf } from '@hub/contract/br';
import type { Import } from '@hub/contract/imports';

const CITIES = [
  ['São Paulo', 'SP'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Salvador', 'BA'],
  ['Porto Alegre', 'RS'],
  ['Recife', 'PE'],
] as const;

export type ProfessionalLine = {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  city: string;
  uf: string;
  birth: string;
  registration: string;
};

/** `count` professionals unique within the run, as a council's spreadsheet lists them. */
export const professionalLines = (count: number): ProfessionalLine[] => {
  // From 200: seed:large numbers its professionals' CPFs from 100000000.
  const prefix = String(randomInt(200, 1000));
  return Array.from({ length: count }, (_, index) => {
    const n = String(index).padStart(6, '0');
    const [city, uf] = CITIES[index % CITIES.length] ?? CITIES[0];
    return {
      name: `Profissional Importado ${prefix}${n}`,
      cpf: completeCpf(`${prefix}${n}`),
      email: `importado-${prefix}${n}@exemplo.com.br`,
      phone: `(11) 9${String(index % 10000).padStart(4, '0')}-${String((index % 9000) + 1000)}`,
      city,
      uf,
      birth: `${String((index % 28) + 1).padStart(2, '0')}/${String((index % 12) + 1).padStart(2, '0')}/${1960 + (index % 40)}`,
      registration: `CRA-${uf} ${prefix}${n}`,
    };
  });
};

/** The lines as Excel in Portuguese saves them: semicolons, a header of Portuguese names. */
export const professionalsCsv = (lines: ProfessionalLine[]): Buffer =>
  Buffer.from(
    [
      'Nome;CPF;E-mail;Celular;Município;UF;Nascimento;Registro no conselho',
      ...lines.map((line) =>
        [
          line.name,
          formatCpf(line.cpf),
          line.email,
          line.phone,
          line.city,
          line.uf,
          line.birth,
          line.registration,
        ].join(';'),
      ),
    ].join('\r\n'),
    'utf8',
  );

type Headers = Record<string, string>;

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

export const getImport = async (url: string, headers: Headers, id: string): Promise<Import> =>
  json<Import>(await fetch(`${url}/api/imports/${id}`, { headers }));

/** Asks for the import until `done` says yes; answers it then. */
export const waitForImport = async (
  url: string,
  headers: Headers,
  id: string,
  done: (row: Import) => boolean,
  timeoutMs: number,
): Promise<Import> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A connection the server closed as it was reused is asked again; a server that died is not.
    const row = await getImport(url, headers, id).catch(() => getImport(url, headers, id));
    if (done(row)) return row;
    if (Date.now() > deadline)
      throw new Error(
        `import ${id} still ${row.status} (${row.counts.processed} of ${row.counts.total})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Uploads a professionals' CSV, confirms its suggested columns and waits for the preview. */
export const previewProfessionals = async (
  url: string,
  headers: Headers,
  csv: Buffer,
  timeoutMs: number,
): Promise<Import> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'profissionais.csv');
  const { authorization } = headers;
  const uploaded = await json<Import>(
    await fetch(`${url}/api/imports/upload/candidates`, {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: form,
    }),
  );
  await json(
    await fetch(`${url}/api/imports/${uploaded.id}/mapping`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        columns: uploaded.columns.map(({ index, field }) => ({ index, field })),
      }),
    }),
  );
  return waitForImport(url, headers, uploaded.id, (row) => row.status === 'ready', timeoutMs);
};

export const startImport = async (url: string, headers: Headers, id: string): Promise<Import> =>
  json<Import>(
    await fetch(`${url}/api/imports/${id}/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ onMatch: 'skip' }),
    }),
  );
