import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_RESOURCES, importPersonalKind } from './imports';

describe('importPersonalKind', () => {
  it("marks a professional's CPF, phone and birth date, as the registry's answer does, and nothing of a company or partner", () => {
    const personal = IMPORT_RESOURCES.flatMap((resource) =>
      IMPORT_FIELDS[resource].flatMap(({ field, label }) => {
        const kind = importPersonalKind(resource, { header: label, field });
        return kind ? [`${resource}.${field}: ${kind}`] : [];
      }),
    );
    expect(personal).toEqual([
      'candidates.cpf: cpf',
      'candidates.phone: phone',
      'candidates.birthDate: birthDate',
    ]);
  });

  it('marks a column by the field its header names when it fills none or another', () => {
    expect(importPersonalKind('candidates', { header: 'Telefone', field: null })).toBe('phone');
    expect(importPersonalKind('candidates', { header: 'CPF', field: 'about' })).toBe('cpf');
    expect(
      importPersonalKind('candidates', { header: 'Observações', field: null }),
    ).toBeUndefined();
    expect(importPersonalKind('companies', { header: 'Telefone', field: 'phone' })).toBeUndefined();
  });
});
