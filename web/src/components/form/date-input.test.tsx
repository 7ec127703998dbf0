import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';

/** The field's hidden input: what it shows as text, and where a pasted or autofilled date lands. */
const shownIn = (container: HTMLElement): HTMLInputElement => {
  const input = container.querySelector<HTMLInputElement>('input[name="day"]');
  if (!input) throw new Error('no input named day');
  return input;
};

describe('DateInput', () => {
  it('shows the API date as dd/mm/aaaa and reports a date typed so as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    const { container } = render(
      <DateInput name="day" label="Início" value="2026-03-05" onChange={onChange} />,
    );
    expect(shownIn(container).value).toBe('05/03/2026');
    fireEvent.change(shownIn(container), { target: { value: '31/12/2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-12-31');
    expect(screen.getByRole('button', { name: /^Escolha uma data/ })).toBeVisible();
  });

  it('takes a value set from outside, and an emptied one', () => {
    const Holder = () => {
      const [value, setValue] = useState('2026-01-02');
      return (
        <>
          <DateInput name="day" label="Início" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Limpar
          </button>
          <button type="button" onClick={() => setValue('2025-07-09')}>
            Outra
          </button>
        </>
      );
    };
    const { container } = render(<Holder />);
    expect(shownIn(container).value).toBe('02/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Outra' }));
    expect(shownIn(container).value).toBe('09/07/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(shownIn(container).value).toBe('');
  });
});
