import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFilters, DebouncedTextField, type ListFilter } from './list-filters';

const FILTERS: ListFilter[] = [
  { name: 'status', label: 'Status', options: [{ value: 'pending', label: 'Pendente' }] },
  { kind: 'select', name: 'uf', label: 'UF', options: [{ value: 'AM', label: 'AM' }] },
  { kind: 'text', name: 'city', label: 'Cidade' },
  { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Cadastro' },
];

describe('the filters in use', () => {
  it('are none on a plain list', () => {
    expect(activeFilters(FILTERS, { key: 'x', page: 2 })).toEqual([]);
  });

  it('say each filter and its value in Portuguese, and what removing it clears', () => {
    expect(
      activeFilters(FILTERS, {
        status: 'pending',
        uf: 'AM',
        city: 'Tefé',
        createdFrom: '2026-02-01',
        createdTo: '2026-03-31',
      }),
    ).toEqual([
      { id: 'status', label: 'Status: Pendente', clear: { status: undefined } },
      { id: 'uf', label: 'UF: AM', clear: { uf: undefined } },
      { id: 'city', label: 'Cidade: Tefé', clear: { city: undefined } },
      {
        id: 'createdFrom',
        label: 'Cadastro: de 01/02/2026 até 31/03/2026',
        clear: { createdFrom: undefined, createdTo: undefined },
      },
    ]);
    expect(activeFilters(FILTERS, { createdTo: '2026-03-31' })[0]?.label).toBe(
      'Cadastro: até 31/03/2026',
    );
  });

  it('name a filter set by a link by its value’s label, never its id', () => {
    const linked: ListFilter = {
      kind: 'linked',
      name: 'selectiveProcessId',
      label: 'Processo',
      valueLabel: (id) => (id === 'p1' ? 'Auxiliar administrativo' : 'carregando…'),
    };
    expect(activeFilters([linked], { selectiveProcessId: 'p1' })).toEqual([
      {
        id: 'selectiveProcessId',
        label: 'Processo: Auxiliar administrativo',
        clear: { selectiveProcessId: undefined },
      },
    ]);
    expect(activeFilters([linked], {})).toEqual([]);
  });
});

describe('a text filter', () => {
  afterEach(() => vi.useRealTimers());

  /** The box as the filters use it: the list keeps the settled text trimmed. */
  const CityFilter = ({ settled }: { settled: (value: string) => void }) => {
    const [value, setValue] = useState('');
    return (
      <DebouncedTextField
        label="Cidade"
        value={value}
        onChange={(text) => {
          setValue(text.trim());
          settled(text.trim());
        }}
      />
    );
  };

  it('keeps a space typed before a pause, so the next word is not glued to the last', () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    render(<CityFilter settled={settled} />);
    const box = screen.getByRole('textbox', { name: 'Cidade' });
    fireEvent.change(box, { target: { value: 'São ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(settled).toHaveBeenLastCalledWith('São');
    expect(box).toHaveValue('São ');
    fireEvent.change(box, { target: { value: 'São Paulo' } });
    act(() => vi.advanceTimersByTime(300));
    expect(settled).toHaveBeenLastCalledWith('São Paulo');
    expect(box).toHaveValue('São Paulo');
  });
});
