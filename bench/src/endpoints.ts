import type { FloorQuery } from './floor-server';

export type BenchContext = {
  token: string;
  adminId: string;
  adminEmail: string;
  adminPassword: string;
};

export type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  authenticated: boolean;
  /** The same SQL the endpoint runs, for the raw-driver floor; null when there is none to compare. */
  floor: FloorQuery[] | null;
};

/** The endpoints `npm run bench` measures, each beside the SQL it runs. */
export const endpoints = (ctx: BenchContext): Endpoint[] => [
  {
    name: 'login',
    method: 'POST',
    path: '/api/authentication/login?typeUser=0',
    body: { email: ctx.adminEmail, password: ctx.adminPassword },
    authenticated: false,
    floor: [
      {
        text: 'SELECT * FROM users WHERE lower(email) = $1 AND type_user = 0 LIMIT 1',
        params: [ctx.adminEmail],
      },
    ],
  },
  {
    name: 'session user',
    method: 'GET',
    path: `/api/user/getUserByAcessToken/?accessToken=${ctx.token}`,
    authenticated: false,
    floor: [
      {
        text: `SELECT u.id, u.email, u.photo_url, p.name, p.occupation FROM users u
               LEFT JOIN super_admin_profiles p ON p.user_id = u.id WHERE u.id = $1 LIMIT 1`,
        params: [ctx.adminId],
      },
    ],
  },
];
