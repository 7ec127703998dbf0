import type { SampleUser, UserRole, UserStatus } from '../sample-data/users';

export type UserFilter = { query: string; role: UserRole | 'all'; status: UserStatus | 'all' };

/** People matching a name or email search, a role and a status tab. */
export const filterUsers = (list: SampleUser[], filter: UserFilter) => {
  const query = filter.query.trim().toLowerCase();
  return list.filter(
    (user) =>
      (filter.role === 'all' || user.role === filter.role) &&
      (filter.status === 'all' || user.status === filter.status) &&
      (!query || user.name.toLowerCase().includes(query) || user.email.includes(query)),
  );
};

/** How many people each status tab holds, before the tab itself filters. */
export const countByStatus = (list: SampleUser[]): Record<UserStatus | 'all', number> => ({
  all: list.length,
  active: list.filter((user) => user.status === 'active').length,
  pending: list.filter((user) => user.status === 'pending').length,
  banned: list.filter((user) => user.status === 'banned').length,
});
