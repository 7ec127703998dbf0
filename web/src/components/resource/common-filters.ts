import { UF_LIST } from '@hub/contract/br';
import type { ListFilter } from './list-filters';

/** Filters several lists share, named as the contract's list queries name them. */
export const PLACE_FILTERS: ListFilter[] = [
  {
    kind: 'select',
    name: 'uf',
    label: 'UF',
    options: UF_LIST.map((uf) => ({ value: uf, label: uf })),
  },
  { kind: 'text', name: 'city', label: 'Cidade' },
];
export const CREATED_FILTER: ListFilter = {
  kind: 'dateRange',
  from: 'createdFrom',
  to: 'createdTo',
  label: 'Cadastro',
};
