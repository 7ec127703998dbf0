import { createStore } from '../lib/store';
import { users, type SampleUser } from '../sample-data/users';

/** The people as the visitor changed them this session (added, deleted). */
export const people = createStore<SampleUser[]>(users);
