import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RhfSelect } from './rhf-select';

const options = [
  { value: 'p1', label: 'Essencial' },
  { value: 'p2', label: 'Profissional' },
];

const Select = ({ required }: { required: boolean }) => {
  const { control } = useForm({ defaultValues: { planId: '' } });
  return (
    <RhfSelect
      control={control}
      name="planId"
      label="Plano"
      options={options}
      required={required}
    />
  );
};

const openChoices = () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Plano/ }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
};

describe('RhfSelect', () => {
  it('offers no empty choice on a required field', () => {
    render(<Select required />);
    expect(openChoices()).toEqual(['Essencial', 'Profissional']);
  });

  it("offers 'Não informado' on an optional field", () => {
    render(<Select required={false} />);
    expect(openChoices()).toEqual(['Não informado', 'Essencial', 'Profissional']);
  });
});
