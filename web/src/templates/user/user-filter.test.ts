import { describe, expect, it } from 'vitest';
import { users } from '../sample-data/users';
import { countByStatus, filterUsers } from './user-filter';

describe('user list filters', () => {
  it('counts every status and the total', () => {
    const counts = countByStatus(users);
    expect(counts.all).toBe(users.length);
    expect(counts.active + counts.pending + counts.banned).toBe(users.length);
  });

  it('combines search, role and status', () => {
    const designers = filterUsers(users, { query: '', role: 'designer', status: 'all' });
    expect(designers.every((user) => user.role === 'designer')).toBe(true);
    expect(
      filterUsers(users, { query: '', role: 'designer', status: 'banned' }).map(
        (user) => user.name,
      ),
    ).toEqual(['Soren Durham']);
    expect(
      filterUsers(users, { query: ' DEJA ', role: 'all', status: 'all' }).map((user) => user.id),
    ).toEqual(['u3']);
  });
});
