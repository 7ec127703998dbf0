import { describe, expect, it } from 'vitest';
import { userFormSchema, type UserFormInput } from './user-schema';

const valid: UserFormInput = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 11 95550-1234',
  country: 'BR',
  city: 'São Paulo',
  address: 'Rua Augusta, 100',
  zipCode: '01305-000',
  company: '',
  role: 'designer',
  emailVerified: false,
};

const fieldsInError = (input: UserFormInput) => {
  const result = userFormSchema((key) => key).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
};

describe('new user form', () => {
  it('accepts a complete person, the company being optional', () => {
    expect(fieldsInError(valid)).toEqual([]);
  });

  it('rejects a bad email, phone and postcode and a missing choice', () => {
    expect(
      fieldsInError({
        ...valid,
        email: 'ana@',
        phone: 'call me',
        zipCode: '!',
        role: '' as UserFormInput['role'],
      }),
    ).toEqual(['email', 'phone', 'role', 'zipCode']);
  });
});
