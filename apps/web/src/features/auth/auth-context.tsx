/**
 * Authentication state (spec §4 Authentication).
 *
 * - anonymous -> authenticated after login or register: token saved, refresh token saved, user set.
 * - Startup: with a stored token the profile is fetched (GET /auth/me); if that fails or returns
 *   no user, the token is cleared. `isLoading` is true until that settles.
 * - logout: POST /auth/logout, then tokens, user, cached queries and booking drafts are cleared
 *   even when the server call fails.
 * - refresh: replaces the tokens on success; on failure clears them and the user becomes null.
 * - A 401 on any later call is handled by the API client (refresh once, else /login).
 *
 * `useAuth()` outside `<AuthProvider>` throws (§8).
 */
import { type LoginRequest, Messages, type RegisterRequest, type User } from '@fasttrack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { rotateSession } from '../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../lib/api-error';
import { clearTokens, getAuthToken, saveTokens } from '../../lib/auth-storage';
import { getMe } from './api/get-me';
import { markNewAccount } from './new-account';
import { runSignOutCleanups as clearDrafts } from './sign-out-cleanups';

// The endpoint modules carry the contract schemas (and zod); they load on first use so a
// visitor's first page stays small (ADR 051). The startup profile check is the exception: it
// needs no schema and every signed-in page waits for it (ADR 070).
const authApi = () => import('./api/session');

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True while the startup profile check, a login, a registration, a refresh or a logout runs. */
  isLoading: boolean;
  /**
   * True only while the startup profile check runs. Signed-in pages render meanwhile, with
   * `user` still null (ADR 071).
   */
  isInitializing: boolean;
  /** @throws Error with the server's message, else 'Login failed' (§8). */
  login(input: LoginRequest): Promise<User>;
  /** @throws Error with the server's message, else 'Registration failed' (§8). */
  register(input: RegisterRequest): Promise<User>;
  /** Never throws: the local session ends even if the server call fails. */
  logout(): Promise<void>;
  /** Rotates the tokens. @throws Error 'No refresh token available' or the server's message. */
  refresh(): Promise<void>;
  /** Replaces the user after a profile change made elsewhere (e.g. PATCH /auth/me). */
  setUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Start as if a session were stored and being checked. Only the build-time render of signed-in
   * pages sets it (it has no browser storage to read); the browser reads storage (ADR 071).
   */
  sessionStored?: boolean;
}

export function AuthProvider({ children, sessionStored }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [pending, setPending] = useState(0);
  const [checkingSession, setCheckingSession] = useState(() => sessionStored ?? getAuthToken() !== null);

  useEffect(() => {
    if (!getAuthToken()) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((me) => {
        if (controller.signal.aborted) return;
        // A transition: the page this reveals may still be loading its code. React then keeps the
        // loading spinner until the page is ready, instead of swapping in a second spinner whose
        // replacement it holds back for a moment (ADR 070).
        startTransition(() => {
          setUserState(me);
          setCheckingSession(false);
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        clearTokens();
        setUserState(null);
        setCheckingSession(false);
      });
    return () => controller.abort();
  }, []);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const login = useCallback(
    (input: LoginRequest) =>
      track(async () => {
        try {
          const result = await (await authApi()).login(input);
          saveTokens(result);
          setUserState(result.user);
          return result.user;
        } catch (error) {
          throw failure(error, Messages.loginFailed);
        }
      }),
    [track],
  );

  const register = useCallback(
    (input: RegisterRequest) =>
      track(async () => {
        try {
          const result = await (await authApi()).register(input);
          saveTokens(result);
          markNewAccount(result.user.id);
          setUserState(result.user);
          return result.user;
        } catch (error) {
          throw failure(error, Messages.registrationFailed);
        }
      }),
    [track],
  );

  const logout = useCallback(
    () =>
      track(async () => {
        try {
          await (await authApi()).logout();
        } catch {
          // The server may be unreachable or the session already gone: end it locally regardless.
        } finally {
          clearTokens();
          clearDrafts();
          setUserState(null);
          queryClient.clear();
        }
      }),
    [track, queryClient],
  );

  const refresh = useCallback(
    () =>
      track(async () => {
        try {
          const result = await rotateSession();
          setUserState(result.user);
        } catch (error) {
          clearTokens();
          setUserState(null);
          throw failure(error, Messages.unexpectedError);
        }
      }),
    [track],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading: checkingSession || pending > 0,
      isInitializing: checkingSession,
      login,
      register,
      logout,
      refresh,
      setUser: setUserState,
    }),
    [user, checkingSession, pending, login, register, logout, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state. @throws Error when used outside `<AuthProvider>` (§8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/**
 * An Error carrying the server's message, or `fallback` when the answer was not usable (§5:
 * "Login and registration count as failed unless the response has success and data").
 */
function failure(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) {
    if (error.code === ClientErrorCode.INVALID_RESPONSE)
      return new ApiError(fallback, { status: error.status, code: error.code });
    return error;
  }
  return new Error(error instanceof Error && error.message ? error.message : fallback);
}
