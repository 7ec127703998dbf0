import { describe, expect, it } from 'vitest';
import type { ListFilter } from './list-filters';
import {
  defaultListQuery,
  readHiddenColumns,
  readListQuery,
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
