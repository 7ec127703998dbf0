import type { StatusColor } from '../../components/status-chip';
import type { UserStatus } from '../sample-data/users';

export const STATUS_COLORS: Record<UserStatus, StatusColor> = {
  active: 'success',
  pending: 'warning',
  banned: 'error',
};
