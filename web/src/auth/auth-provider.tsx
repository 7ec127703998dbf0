import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { AuthAnswer, LoginBody, RegisterBody, SessionUser } from '@hub/contract/auth';
import { setUnauthorizedHandler } from '../lib/api-client';
import {
  isTokenValid,
  readAccessToken,
  tokenExpiresAt,
  writeAccessToken,
} from '../lib/auth-storage';
import { loginRequest, logoutRequest, registerRequest, userByTokenRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { msUntil, withPhotoTimestamp } from './session';

type Action = { type: 'authenticated'; user: SessionUser } | { type: 'unauthenticated' };

const reducer = (_state: AuthState, action: Action): AuthState =>
  action.type === 'authenticated'
    ? { isInitialized: true, isAuthenticated: true, user: withPhotoTimestamp(action.user) }
    : { isInitialized: true, isAuthenticated: false, user: null };

const initialState: AuthState = { isInitialized: false, isAuthenticated: false, user: null };

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, dispatch] = useReducer(reducer, initialState);
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const endSession = useCallback(() => {
    clearTimeout(expiryTimer.current);
    writeAccessToken(null);
    dispatch({ type: 'unauthenticated' });
  }, []);

  /** Stores the token and schedules the logout at its exp claim. */
  const storeToken = useCallback(
    (token: string) => {
      writeAccessToken(token);
      clearTimeout(expiryTimer.current);
      const expiresAt = tokenExpiresAt(token);
      if (expiresAt === null) return;
      const arm = () => {
        if (Date.now() >= expiresAt) endSession();
        else expiryTimer.current = setTimeout(arm, msUntil(expiresAt));
      };
      expiryTimer.current = setTimeout(arm, msUntil(expiresAt));
    },
    [endSession],
  );

  const startSession = useCallback(
    (answer: AuthAnswer) => {
      storeToken(answer.accessToken);
      dispatch({ type: 'authenticated', user: answer.user });
    },
    [storeToken],
  );

  useEffect(() => {
    setUnauthorizedHandler(endSession);
    const token = readAccessToken();
    if (!isTokenValid(token)) {
      endSession();
      return () => clearTimeout(expiryTimer.current);
    }
    let cancelled = false;
    userByTokenRequest()
      .then((user) => {
        if (cancelled) return;
        storeToken(token);
        dispatch({ type: 'authenticated', user });
      })
      .catch(() => {
        if (!cancelled) endSession();
      });
    return () => {
      cancelled = true;
      clearTimeout(expiryTimer.current);
    };
  }, [endSession, storeToken]);

  const login = useCallback(
    async (body: LoginBody) => {
      const answer = await loginRequest(body);
      if ('secondFactorRequired' in answer) return answer;
      startSession(answer);
      return null;
    },
    [startSession],
  );
  const register = useCallback(
    async (body: RegisterBody) => startSession(await registerRequest(body)),
    [startSession],
  );
  const logout = useCallback(async () => {
    // The server ends the session first, so a copy of the token stops working too.
    if (readAccessToken()) await logoutRequest().catch(() => undefined);
    endSession();
  }, [endSession]);
  const refreshUser = useCallback(async () => {
    const token = readAccessToken();
    if (!token) return;
    dispatch({ type: 'authenticated', user: await userByTokenRequest() });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, startSession, refreshUser }),
    [state, login, register, logout, startSession, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
};
