/**
 * Who may use a page or an API route.
 * - `public`: anyone, signed in or not (login, information pages, public portal).
 * - `session`: any signed-in user, no role needed (home, profile, user manual).
 * - `{ anyOf }`: a signed-in user holding at least one of these role names (spec §5 route guard).
 */
export type Access = 'public' | 'session' | { readonly anyOf: readonly string[] };

export type AccessDecision = 'allow' | 'signIn' | 'deny';

/**
 * The one access rule, used by the server hook, the web route guard, the side menu and buttons.
 * `ticked` is the user's list of ticked role names, or null when nobody is signed in.
 * An empty list is treated as not signed in (spec §5: an empty role list goes to login).
 */
export function decideAccess(access: Access, ticked: readonly string[] | null): AccessDecision {
  if (access === 'public') return 'allow';
  if (ticked === null || ticked.length === 0) return 'signIn';
  if (access === 'session') return 'allow';
  return access.anyOf.some((role) => ticked.includes(role)) ? 'allow' : 'deny';
}
