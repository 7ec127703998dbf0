import { UF_OPTIONS } from '@hub/contract/br';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  EDUCATION_LEVEL_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@hub/contract/candidates';
import {
  COMPANY_LIFECYCLE,
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
} from '@hub/contract/companies';
import { optionsOf } from '@hub/contract/fields';
import type { ListFilter } from './list-filters';

/**
 * The registry's filters, named as the contract's list queries name them. The professionals and
 * companies lists use them, and so does the message composer to pick a filtered audience.
 */
/** A list's UF select: the record's own UF, or its company's ('UF da empresa'). */
export const ufFilter = (label = 'UF'): ListFilter => ({
  kind: 'select',
  name: 'uf',
  label,
  options: UF_OPTIONS,
});

export const PLACE_FILTERS: ListFilter[] = [
  ufFilter(),
  { kind: 'text', name: 'city', label: 'Cidade' },
];
export const CREATED_FILTER: ListFilter = {
  kind: 'dateRange',
  from: 'createdFrom',
  to: 'createdTo',
  label: 'Cadastro',
};

export const PROFESSIONAL_FILTERS: ListFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(CANDIDATE_LIFECYCLE.labels) },
  { name: 'registrationStatus', label: 'Registro', options: optionsOf(REGISTRATION_STATUS_LABELS) },
  { kind: 'select', name: 'area', label: 'Área', options: optionsOf(AREA_LABELS) },
  {
    kind: 'select',
    name: 'educationLevel',
    label: 'Escolaridade',
    options: optionsOf(EDUCATION_LEVEL_LABELS),
  },
  ...PLACE_FILTERS,
  CREATED_FILTER,
];

export const COMPANY_FILTERS: ListFilter[] = [
  { name: 'status', label: 'Status', options: optionsOf(COMPANY_LIFECYCLE.labels) },
  { kind: 'select', name: 'sector', label: 'Setor', options: optionsOf(COMPANY_SECTOR_LABELS) },
  { kind: 'select', name: 'size', label: 'Porte', options: optionsOf(COMPANY_SIZE_LABELS) },
  ...PLACE_FILTERS,
  CREATED_FILTER,
];
