import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TotpCodeField } from './totp-code-field';

describe('TotpCodeField', () => {
  it("asks for the app's 6 digits with the phone's digit keyboard and the browser's one-time code", () => {
    const onChange = vi.fn();
    render(<TotpCodeField label="Código de verificação" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Código de verificação' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalledWith('123456');
  });

  it('takes a recovery code as text, never filled in by the browser', () => {
    render(
      <TotpCodeField recovery label="Código de recuperação" value="" onChange={() => undefined} />,
    );
    const input = screen.getByRole('textbox', { name: 'Código de recuperação' });
    expect(input).not.toHaveAttribute('inputmode');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '20');
  });
});
