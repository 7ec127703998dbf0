import { describe, expect, it } from 'vitest';
import type { ListFilter } from './list-filters';
import {
  applySavedViewQuery,
  defaultListQuery,
  readHiddenColumns,
  readListQuery,
  savedViewQuery,
  writeListQuery,
  writeShownColumns,
} from './list-query';

const FILTERS: ListFilter[] = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: 'pending', label: 'Pendente' },
      { value: 'active', label: 'Ativa' },
    ],
  },
  { kind: 'text', name: 'city', label: 'Cidade' },
  { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Cadastro' },
];
const defaults = defaultListQuery('legalName');

describe('a list state in its URL', () => {
  it('opens the filter a dashboard figure links to', () => {
    const query = readListQuery(new URLSearchParams('status=pending'), defaults, FILTERS);
    expect(query).toMatchObject({
      status: 'pending',
      page: 1,
      limit: 10,
      sort: 'legalName',
      order: 'asc',
      key: '',
    });
  });

  it('reads search, sort, page, page size, text and date filters and names set by the page', () => {
    const params = new URLSearchParams(
      'key=conceicao&sort=createdAt&order=desc&page=3&limit=25&city=Sao+Paulo&createdFrom=2026-01-01&companyId=c1&other=x',
    );
    const query = readListQuery(params, defaults, FILTERS, ['companyId']);
    expect(query).toMatchObject({
      key: 'conceicao',
      sort: 'createdAt',
      order: 'desc',
      page: 3,
      limit: 25,
      city: 'Sao Paulo',
      createdFrom: '2026-01-01',
      companyId: 'c1',
    });
    expect(query).not.toHaveProperty('other');
  });

  it('ignores what the list cannot show instead of sending it to be refused', () => {
    const query = readListQuery(
      new URLSearchParams('status=deleted&page=0&limit=7&order=up'),
      defaults,
      FILTERS,
    );
    expect(query).toMatchObject({ status: undefined, page: 1, limit: 10, order: 'asc' });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = { ...defaults, status: 'active', key: 'clínica', page: 2 };
    const params = writeListQuery(state, defaults);
    expect(params.toString()).toBe('page=2&key=cl%C3%ADnica&status=active');
    expect(readListQuery(params, defaults, FILTERS)).toEqual(state);
    expect(writeListQuery(defaults, defaults).toString()).toBe('');
  });

  it('keeps Todos chosen where the list opens on one option, and the default otherwise', () => {
    const sentFirst = defaultListQuery('createdAt', { status: 'active' });
    expect(readListQuery(new URLSearchParams(''), sentFirst, FILTERS).status).toBe('active');
    const all = writeListQuery({ ...sentFirst, status: undefined }, sentFirst);
    expect(all.toString()).toBe('status=');
    expect(readListQuery(all, sentFirst, FILTERS).status).toBeUndefined();
    // A list whose default is Todos keeps a plain URL.
    expect(writeListQuery({ ...defaults, status: undefined }, defaults).toString()).toBe('');
    expect(readListQuery(new URLSearchParams('sort=&key='), defaults, FILTERS)).toMatchObject({
      sort: 'legalName',
      key: '',
    });
  });

  it('keeps the chosen columns, and the default choice when the URL names none it knows', () => {
    const columns = [{ id: 'name' }, { id: 'cnpj' }, { id: 'city', hidden: true }];
    expect([...readHiddenColumns(new URLSearchParams(''), columns)]).toEqual(['city']);
    expect([...readHiddenColumns(new URLSearchParams('columns=name,city'), columns)]).toEqual([
      'cnpj',
    ]);
    expect([...readHiddenColumns(new URLSearchParams('columns=nope'), columns)]).toEqual(['city']);
    expect(writeShownColumns(new Set(['city']), columns)).toBeUndefined();
    expect(writeShownColumns(new Set(['cnpj']), columns)).toBe('name,city');
  });
});

describe('a saved view of a list', () => {
  const owned = ['page', 'key', 'sort', 'status', 'columns', 'after'];

  it('keeps what the list owns but its page, in one order, so equal states compare equal', () => {
    expect(
      savedViewQuery(
        new URLSearchParams('status=pending&page=3&tab=x&key=sp&after=r1&columns=name'),
        owned,
      ),
    ).toBe('columns=name&key=sp&status=pending');
    expect(savedViewQuery(new URLSearchParams('key=sp&status=pending'), owned)).toBe(
      savedViewQuery(new URLSearchParams('status=pending&key=sp&page=2'), owned),
    );
    expect(savedViewQuery(new URLSearchParams('page=2&tab=x'), owned)).toBe('');
  });

  it('replaces the list’s names with the view’s, keeping the page’s own and starting on page 1', () => {
    const url = applySavedViewQuery(
      new URLSearchParams('tab=processes&status=active&page=4&key=old'),
      'status=pending&key=S%C3%A3o+Paulo&page=9&unknown=1',
      owned,
    );
    expect(url.toString()).toBe('tab=processes&status=pending&key=S%C3%A3o+Paulo');
    expect(
      applySavedViewQuery(new URLSearchParams('tab=x&status=active'), '', owned).toString(),
    ).toBe('tab=x');
  });
});
