import { z } from 'zod';
import { COUNTRIES, USER_ROLES } from '../sample-data/users';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The new-user form's rules, with the templates' translated messages. */
export const userFormSchema = (t: Translate) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(2, t('validation.minLength', { count: 2 }))
      .max(80, t('validation.maxLength', { count: 80 })),
    email: z.email(t('validation.email')),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, t('userNew.phoneFormat')),
    country: z.enum(COUNTRIES, { message: t('validation.choose') }),
    city: z.string().trim().min(1, t('validation.required')),
    address: z.string().trim().min(1, t('validation.required')),
    zipCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, t('userNew.zipFormat')),
    company: z
      .string()
      .trim()
      .max(80, t('validation.maxLength', { count: 80 })),
    role: z.enum(USER_ROLES, { message: t('validation.choose') }),
    emailVerified: z.boolean(),
  });

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
