/** The navigation bar's links for each sign-in state. */
export const SIGNED_OUT_LINKS = [{ to: '/about', label: 'About' }] as const;

export const SIGNED_IN_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/resources', label: 'Resources' },
  { to: '/practice', label: 'Practice' },
] as const;

export const PROFILE_MENU_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/profile/compare', label: 'Compare Profile' },
  { to: '/profile/edit', label: 'Edit Profile' },
] as const;

/** For admins only, before Logout: the admin area (the original bar had no way there; its guard and the API check the role). */
export const ADMIN_MENU_LINK = { to: '/admin', label: 'Admin' } as const;
