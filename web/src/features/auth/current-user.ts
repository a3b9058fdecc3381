import type { LazyRoute } from '../../api/queries';

/*
 * The auth routes carry zod and the account schemas; loaded on first use, they stay off the landing
 * page of a visitor who is not signed in, inside its budget (bench/landing-js.ts).
 */
export const authRoutes = async () => (await import('#shared/api/routes/auth')).authRoutes;
type AuthRoutes = Awaited<ReturnType<typeof authRoutes>>;

/** The signed-in user's read, named for its key without loading the routes. */
export const currentUser: LazyRoute<AuthRoutes['currentUser']> = {
  group: 'auth',
  id: 'currentUser',
  load: async () => (await authRoutes()).currentUser,
};
