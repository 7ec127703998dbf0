import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainDeclaration } from '@hub/contract/domain';
import { DOMAINS } from '@hub/contract/domains.generated';

const root = path.join(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** A key of an object literal: `parceiros: {`, `'saved-views': '…'`. */
const asKey = (name: string) => new RegExp(`(^|[\\s{,])'?${escaped(name)}'?\\s*:`, 'm');
const mentioned = (name: string) => new RegExp(escaped(name));

/**
 * The hand-written files that listed every domain before the domains declared themselves, and how
 * each would name one of them: none may, since `npm run gen:index` gathers it from its own files.
 */
const CENTRAL: Record<string, (domain: DomainDeclaration) => (RegExp | undefined)[]> = {
  'contract/src/operation.ts': ({ tag }) => [asKey(tag.name)],
  'contract/src/permissions.ts': ({ area }) => [area && asKey(area.name)],
  'contract/src/audit.ts': ({ audit }) => [audit && asKey(audit.entity)],
  'contract/src/saved-views.ts': ({ savedViews }) => [
    savedViews && mentioned(`'${savedViews.list}'`),
  ],
  'contract/src/operations.ts': ({ tag }) => [mentioned(tag.name)],
  'server/src/modules/index.ts': ({ tag }) => [mentioned(tag.name)],
  // A record made from a declared sample needs no line there; one that needs others first (a
  // company's subscription, its processes) keeps its own case.
  'server/src/modules/every-list.test.ts': ({ tag, list }) =>
    list ? [mentioned(tag.name), mentioned(`'${list.path}`)] : [],
  // The whole-sidebar test pins the places of the pages the product had before its domains declared
  // themselves, each by its entry of `paths.dashboard` (`d.selectiveProcesses`); any other domain's
  // page is not named there.
  'web/src/layouts/dashboard/nav-config.test.ts': ({ tag, area }) =>
    read('web/src/layouts/dashboard/nav-config.test.ts').includes(
      `d.${tag.name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}.`,
    )
      ? []
      : [mentioned(tag.name), area && mentioned(`'${area.label}'`)],
};

describe('a domain declared with defineDomain', () => {
  it.each(
    (DOMAINS as readonly DomainDeclaration[]).map((domain) => [domain.tag.name, domain] as const),
  )('%s: is named by none of the central files', (_name, domain) => {
    const named = Object.entries(CENTRAL).flatMap(([file, patterns]) =>
      patterns(domain)
        .filter((pattern): pattern is RegExp => pattern !== undefined)
        .filter((pattern) => pattern.test(read(file)))
        .map((pattern) => `${file} ${pattern}`),
    );
    expect(named).toEqual([]);
  });
});
