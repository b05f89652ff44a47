/**
 * Authentication state (spec §4 Authentication), kept in the TanStack Query cache (ADR 165).
 *
 * - The signed-in user is the `me` query's data (api/get-me.ts): null for a visitor, none yet
 *   while the stored session is checked at startup (GET /auth/me; if that fails or returns no
 *   user, the token is cleared).
 * - login and register are mutations (api/login.ts, api/register.ts): tokens saved, the user
 *   set. logout (api/logout.ts) ends the session locally even when the server call fails: tokens,
 *   user, cached answers and booking drafts. refresh replaces the tokens (the single-flight
 *   rotation in lib/api-client.ts); on failure it clears them and the user becomes null.
 * - A 401 on any later call is handled by the API client (refresh once, else /login).
 *
 * Every `useAuth()` reads the `me` query itself, so a page rendered right after `await login()`
 * already sees the user. `useAuth()` outside `<AuthProvider>` throws (§8).
 */
import { ApiCallMessages, type LoginRequest, type RegisterRequest, type User } from '@fasttrack/contracts';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { rotateSession } from '../../lib/api-client';
import { toApiError } from '../../lib/api-error-message';
import { clearTokens, getAuthToken } from '../../lib/auth-storage';
import { authMutationKey, meKey, meQueryOptions } from './api/get-me';
import { useLogin } from './api/login';
import { useLogout } from './api/logout';
import { useRegister } from './api/register';

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

type AuthActions = Pick<AuthContextValue, 'login' | 'register' | 'logout' | 'refresh' | 'setUser'> & {
  /** The user the page's first render shows: none yet (undefined) with a stored session, else null. */
  initialUser: User | null | undefined;
};

const AuthContext = createContext<AuthActions | null>(null);

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
  const [initialUser] = useState(() => ((sessionStored ?? getAuthToken() !== null) ? undefined : null));
  // Starts the startup check and keeps the `me` query observed; every useAuth() reads it.
  useQuery(meQueryOptions(sessionStored));
  const { mutateAsync: login } = useLogin();
  const { mutateAsync: register } = useRegister();
  const { mutateAsync: logout } = useLogout();
  const { mutateAsync: refresh } = useMutation({
    mutationKey: [...authMutationKey, 'refresh'],
    mutationFn: () =>
      rotateSession().catch((error: unknown) => {
        clearTokens();
        queryClient.setQueryData(meKey, null);
        throw toApiError(error, ApiCallMessages.unexpectedError);
      }),
    onSuccess: (session) => queryClient.setQueryData(meKey, session.user),
  });

  const actions = useMemo<AuthActions>(
    () => ({
      initialUser,
      login: async (input) => (await login(input)).user,
      register: async (input) => (await register(input)).user,
      logout: () => logout(),
      refresh: async () => {
        await refresh();
      },
      setUser: (user) => queryClient.setQueryData(meKey, user),
    }),
    [initialUser, login, register, logout, refresh, queryClient],
  );

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

/** The auth state. @throws Error when used outside `<AuthProvider>` (§8). */
export function useAuth(): AuthContextValue {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used within an AuthProvider');
  const { initialUser, ...rest } = actions;
  const current = useMeData(initialUser);
  // The end of the startup check is revealed like a transition: when the page it shows is still
  // loading its code, React keeps the spinner until it is ready instead of swapping in a second
  // spinner (ADR 070). Later changes (login, logout) show at once.
  const deferred = useDeferredValue(current);
  const user = deferred === undefined ? undefined : current;
  const mutating = useIsMutating({ mutationKey: authMutationKey });
  return {
    ...rest,
    user: user ?? null,
    isAuthenticated: user != null,
    isInitializing: user === undefined,
    isLoading: user === undefined || mutating > 0,
  };
}

/**
 * The `me` query's data, read at render time (so a page rendered right after `await login()`
 * sees the user). While React hydrates prerendered markup it reads `initialUser` instead, the
 * state that markup was rendered in: a part of the page that hydrates late (its code was still
 * loading) then matches its HTML even when the session check has already answered, and shows the
 * answer just after (ADR 071).
 */
function useMeData(initialUser: User | null | undefined): User | null | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === meKey[0] && event.query.queryKey[1] === meKey[1]) onChange();
      }),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<User | null>(meKey),
    () => initialUser,
  );
}
