import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@hub/contract/auth';

/** Its own module so that zod and the contract load apart from the login screen (see use-login-form). */
export const loginResolver = zodResolver(loginBodySchema);
