// Writes the indexes that gather the domains from their own files, so that adding one edits no
// central file: the contract's domain declarations and their operations, the server's tables and
// the server's domain modules. `--check` writes nothing and fails when a file is stale (npm run lint).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDomain } from '../contract/src/domain';

const root = path.join(import.meta.dirname, '..');
const contractSrc = path.join(root, 'contract/src');
const schemaDir = path.join(root, 'server/src/db/schema');
const modulesDir = path.join(root, 'server/src/modules');

const HEADER = '// Written by `npm run gen:index` from the folders: do not edit.\n';

const sourcesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !/\.(test|generated)\.ts$/.test(name))
    .sort();

const domainsFile = path.join(contractSrc, 'domains.generated.ts');
const written = fs.existsSync(domainsFile) ? fs.readFileSync(domainsFile, 'utf8') : undefined;

/** The contract's domain declarations, as data, and an index of the operations of their files. */
const contractIndexes = async (): Promise<Record<string, string>> => {
  // The shared lists are built from this file when a domain file is imported: a stale copy may
  // place a domain after one it does not hold yet. Read without any, the lists hold their own entries.
  if (!process.argv.includes('--check'))
    fs.writeFileSync(domainsFile, `${HEADER}export const DOMAINS = [] as const;\n`);
  const { isOperations } = await import('../contract/src/operation');
  const domains: unknown[] = [];
  const operations: { file: string; name: string }[] = [];
  // Only the files that declare one are imported: the others may read the lists being written.
  const declaring = sourcesIn(contractSrc).filter(
    (name) =>
      name !== 'domain.ts' &&
      fs.readFileSync(path.join(contractSrc, name), 'utf8').includes('defineDomain('),
  );
  for (const name of declaring) {
    const exports: Record<string, unknown> = await import(
      pathToFileURL(path.join(contractSrc, name)).href
    );
    for (const [exported, value] of Object.entries(exports)) {
      if (isDomain(value)) domains.push(value);
      if (isOperations(value)) operations.push({ file: name.replace(/\.ts$/, ''), name: exported });
    }
  }
  return {
    [domainsFile]:
      `${HEADER}// Each domain's \`defineDomain\` (contract/src/domain.ts), copied as data.\n` +
      `export const DOMAINS = ${JSON.stringify(domains, null, 2)} as const;\n`,
    [path.join(contractSrc, 'domain-operations.generated.ts')]:
      `${HEADER}${operations.map(({ file, name }) => `import { ${name} } from './${file}';\n`).join('')}\n` +
      `/** The operations of the files that declare a domain. */\n` +
      `export const DOMAIN_OPERATIONS = {\n${operations.map(({ name }) => `  ...${name},\n`).join('')}};\n`,
  };
};

/** Every schema file that declares a table: Drizzle takes them in one object. */
const schemaIndex = (): Record<string, string> => ({
  [path.join(schemaDir, 'index.ts')]:
    HEADER +
    '// Drizzle needs every table in one object; each domain keeps its tables in its own file.\n' +
    sourcesIn(schemaDir)
      .filter(
        (name) =>
          name !== 'index.ts' &&
          fs.readFileSync(path.join(schemaDir, name), 'utf8').includes('pgTable('),
      )
      .map((name) => `export * from './${name.replace(/\.ts$/, '')}';\n`)
      .join(''),
});

const DOMAIN_MODULE = /export const (\w+) = domainModule\(/;

/** The modules whose routes file exports a `domainModule` (server/src/lib/domain-module.ts), by folder. */
const modulesIndex = (): Record<string, string> => {
  const found = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) => {
      const file = path.join(modulesDir, folder, `${folder}.routes.ts`);
      const match = fs.existsSync(file) ? DOMAIN_MODULE.exec(fs.readFileSync(file, 'utf8')) : null;
      return match?.[1] ? [{ folder, name: match[1] }] : [];
    });
  return {
    [path.join(modulesDir, 'domains.generated.ts')]:
      HEADER +
      found
        .map(({ folder, name }) => `import { ${name} } from './${folder}/${folder}.routes';\n`)
        .join('') +
      `\n/** The domain modules, by folder, that modules/index.ts registers beside its own. */\n` +
      `export const DOMAIN_MODULES = {\n${found.map(({ folder, name }) => `  ${/^[a-z]+$/.test(folder) ? folder : `'${folder}'`}: ${name},\n`).join('')}};\n`,
  };
};

const files = { ...(await contractIndexes()), ...schemaIndex(), ...modulesIndex() };
const before = (file: string) =>
  file === domainsFile ? written : fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
const stale = Object.entries(files).filter(([file, text]) => before(file) !== text);
if (process.argv.includes('--check')) {
  for (const [file] of stale)
    console.error(`${path.relative(root, file)} is stale: run npm run gen:index`);
  process.exitCode = stale.length ? 1 : 0;
} else {
  fs.writeFileSync(domainsFile, files[domainsFile] ?? '');
  for (const [file, text] of stale) {
    fs.writeFileSync(file, text);
    console.info(`wrote ${path.relative(root, file)}`);
  }
}
