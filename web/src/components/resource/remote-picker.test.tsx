import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { RemotePicker, type PickerSource } from './remote-picker';

type Row = { id: string; name: string };

/** A source whose answers the test releases by hand, in any order. */
const controlledSource = () => {
  const pending = new Map<string, (rows: Row[]) => void>();
  const source: PickerSource<Row> = {
    queryKey: (key) => ['rows', key],
    search: (key) => new Promise((resolve) => pending.set(key, resolve)),
  };
  const answer = async (key: string, rows: Row[]) => {
    await waitFor(() => expect(pending.has(key)).toBe(true), SLOW);
    pending.get(key)?.(rows);
  };
  return { source, answer };
};

const Picker = ({
  source,
  onChange,
}: {
  source: PickerSource<Row>;
  onChange: (row: Row | null) => void;
}) => {
  const [value, setValue] = useState<Row | null>(null);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RemotePicker<Row>
        source={source}
        label="Empresa"
        optionLabel={(row) => row.name}
        value={value}
        onChange={(row) => {
          setValue(row);
          onChange(row);
        }}
      />
    </QueryClientProvider>
  );
};

/** How long to wait for what the picker shows next, on a busy machine. */
const SLOW = { timeout: 10_000 };

/** The field as a person meets it: focused, its list open. */
const openPicker = () => {
  const input = screen.getByRole('combobox', { name: 'Empresa' });
  act(() => input.focus());
  fireEvent.mouseDown(input);
  return input;
};

const ALFA = { id: '1', name: 'Alfa Ltda' };
const ZETA = { id: '2', name: 'Zeta Ltda' };

// MUI's Autocomplete renders slowly in jsdom on a busy machine: a roomier budget than 5 s.
describe('RemotePicker', { timeout: 30_000 }, () => {
  it('never shows nor lets Enter pick the options of an earlier text while the typed one is searched', async () => {
    const { source, answer } = controlledSource();
    const chosen = vi.fn();
    render(<Picker source={source} onChange={chosen} />);
    const input = openPicker();
    await answer('', [ALFA, ZETA]);
    expect(await screen.findByRole('option', { name: 'Alfa Ltda' }, SLOW)).toBeVisible();

    fireEvent.change(input, { target: { value: 'zeta' } });
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('Buscando…')).toBeVisible();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen).not.toHaveBeenCalled();

    await answer('zeta', [ZETA]);
    expect(await screen.findByRole('option', { name: 'Zeta Ltda' }, SLOW)).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen).toHaveBeenCalledWith(ZETA);
  });

  it('shows the answer of the text typed last, even when an earlier search answers after it', async () => {
    const { source, answer } = controlledSource();
    render(<Picker source={source} onChange={vi.fn()} />);
    const input = openPicker();
    fireEvent.change(input, { target: { value: 'al' } });
    await waitFor(() => expect(screen.getByText('Buscando…')).toBeVisible(), SLOW);
    fireEvent.change(input, { target: { value: 'zeta' } });
    await answer('zeta', [ZETA]);
    expect(await screen.findByRole('option', { name: 'Zeta Ltda' }, SLOW)).toBeVisible();
    await answer('', [ALFA, ZETA]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zeta Ltda',
    ]);
  });
});
