/**
 * Whose session a stored access token is: its `sub` (the user id), read without checking the
 * signature. Only to match what this device kept for a person (the offline copy of their pages,
 * their booking drafts) with who is signed in now; the API checks every token itself.
 */

/** The `sub` of a JWT, or null when it has none or is not a JWT. */
export function tokenSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '';
    const sub: unknown = JSON.parse(atob(payload)).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
