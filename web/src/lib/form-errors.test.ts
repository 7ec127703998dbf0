import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR, NO_ANSWER_MESSAGE } from './api-client';
import { applyServerErrors } from './form-errors';

const typed = { legalName: 'Clínica Boa Vista Ltda', cnpj: '11.222.333/0001-81', features: ['A'] };

const refuse = (error: unknown) => {
  const { result } = renderHook(() => {
    const form = useForm({ defaultValues: typed });
    // Read as a form's alert reads it, so the hook renders again when it changes.
    void form.formState.errors;
    return form;
  });
  act(() => {
    result.current.setValue('legalName', 'Clínica Boa Vista S.A.', { shouldDirty: true });
    applyServerErrors(result.current, error);
  });
  return result.current;
};

const conflict = (issues: { path: string; message: string }[]) => ({
  statusCode: 409,
  error: 'Conflict',
  message: issues[0]?.message ?? 'Conflito',
  issues,
});

describe('applyServerErrors', () => {
  it('puts a refusal under its field and keeps every value typed', () => {
    const form = refuse(
      conflict([{ path: 'cnpj', message: 'Já existe uma empresa com este CNPJ' }]),
    );
    expect(form.getFieldState('cnpj').error?.message).toBe('Já existe uma empresa com este CNPJ');
    expect(form.getValues()).toEqual({ ...typed, legalName: 'Clínica Boa Vista S.A.' });
    expect(form.getFieldState('legalName').isDirty).toBe(true);
  });

  it('puts an issue inside a list under the list', () => {
    const form = refuse({
      statusCode: 400,
      message: 'Dados inválidos',
      issues: [{ path: 'features.0', message: 'Longo demais' }],
    });
    expect(form.getFieldState('features').error?.message).toBe('Longo demais');
    expect(form.formState.errors.root).toBeUndefined();
  });

  it('shows above the form what no field can hold, a network failure in Portuguese', () => {
    expect(
      refuse(conflict([{ path: 'updatedAt', message: 'Alterado por outra pessoa' }])).formState
        .errors.root?.message,
    ).toBe('Alterado por outra pessoa');
    const offline = refuse(FALLBACK_ERROR);
    expect(offline.formState.errors.root?.message).toBe(NO_ANSWER_MESSAGE);
    expect(offline.getValues('legalName')).toBe('Clínica Boa Vista S.A.');
  });
});
