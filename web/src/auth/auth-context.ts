import { createContext, useContext } from 'react';
import type {
  AuthAnswer,
  LoginBody,
  RegisterBody,
  SecondFactorChallenge,
  SessionUser,
} from '@hub/contract/auth';

/** The spec's auth state: starts uninitialised, then authenticated or unauthenticated. */
export type AuthState = {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
};

export type AuthContextValue = AuthState & {
  /** Signs in, or answers the challenge of the second step when the account has a second factor. */
  login: (body: LoginBody) => Promise<SecondFactorChallenge | null>;
  register: (body: RegisterBody) => Promise<void>;
  /** Ends the session on the server, then here (also when the server cannot be reached). */
  logout: () => Promise<void>;
  /** Stores a new token and user, e.g. the answer of a password change. */
  startSession: (answer: AuthAnswer) => void;
  /** Fetches the user again after a profile or photo change. */
  refreshUser: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
};
