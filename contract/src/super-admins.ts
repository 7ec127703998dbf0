import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema, pageSchema } from './common';
import {
  createdRangeSchema,
  optionalText,
  requiredText,
  statusBodySchema,
  type Lifecycle,
} from './fields';

export const SUPER_ADMIN_STATUSES = ['active', 'inactive'] as const;
export type SuperAdminStatus = (typeof SUPER_ADMIN_STATUSES)[number];

/** active ↔ inactive; the API refuses to deactivate oneself or the last active administrator. */
export const SUPER_ADMIN_LIFECYCLE: Lifecycle<SuperAdminStatus> = {
  labels: { active: 'Ativo', inactive: 'Inativo' },
  moves: { active: ['inactive'], inactive: ['active'] },
  reasonRequired: [],
  destructive: [],
};

export const superAdminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  occupation: z.string().nullable(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  status: z.enum(SUPER_ADMIN_STATUSES),
  /** False until the invitation link has been used to choose a password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuperAdmin = z.infer<typeof superAdminSchema>;

export const superAdminCreateSchema = z.object({
  name: requiredText('O nome é obrigatório', 150),
  occupation: optionalText(150),
  email: emailSchema,
});
export type SuperAdminCreateInput = z.input<typeof superAdminCreateSchema>;
export type SuperAdminCreate = z.output<typeof superAdminCreateSchema>;

export const SUPER_ADMIN_SORTS = ['name', 'email', 'occupation', 'status', 'createdAt'] as const;
export type SuperAdminSort = (typeof SUPER_ADMIN_SORTS)[number];

export const superAdminListQuerySchema = listQuerySchema
  .extend({
    status: z.enum(SUPER_ADMIN_STATUSES, { error: 'Status inválido' }).optional(),
    sort: z.enum(SUPER_ADMIN_SORTS, { error: 'Ordenação inválida' }).default('name'),
  })
  .extend(createdRangeSchema.shape);
export type SuperAdminListQuery = z.infer<typeof superAdminListQuerySchema>;
export const superAdminExportQuerySchema = superAdminListQuerySchema.omit({
  page: true,
  limit: true,
});
export type SuperAdminExportQuery = z.infer<typeof superAdminExportQuerySchema>;

export const superAdminPageSchema = pageSchema(superAdminSchema);
export type SuperAdminPage = z.infer<typeof superAdminPageSchema>;

export const superAdminStatusBodySchema = statusBodySchema(
  SUPER_ADMIN_STATUSES,
  SUPER_ADMIN_LIFECYCLE,
);
export type SuperAdminStatusBody = z.infer<typeof superAdminStatusBodySchema>;

/** Where the invitation link lands: the web app's change-password page, which takes the key. */
export const INVITE_ROUTE = '/auth/change-password';
