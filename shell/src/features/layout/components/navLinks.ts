/**
 * A link of the navigation bar: `to` is the page it opens, `section` the addresses it is the current link for (its
 * `to` when not given). A link opens a redirect's target itself (the overall board, not /leaderboard), so a move is one
 * step, not a move and then a redirect.
 */
export interface NavItemLink {
  readonly to: string;
  readonly label: string;
  readonly section?: string;
}

/** The navigation bar's links for each sign-in state. */
export const SIGNED_OUT_LINKS: readonly NavItemLink[] = [{ to: '/about', label: 'About' }];

export const SIGNED_IN_LINKS: readonly NavItemLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/leaderboard/overall', section: '/leaderboard', label: 'Leaderboard' },
  { to: '/resources', label: 'Resources' },
  { to: '/practice', label: 'Practice' },
];

export const PROFILE_MENU_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/profile/compare', label: 'Compare Profile' },
  { to: '/profile/edit', label: 'Edit Profile' },
] as const;

/** For admins only, before Logout: the admin area (the original bar had no way there; its guard and the API check the role). */
export const ADMIN_MENU_LINK = { to: '/admin/users', label: 'Admin' } as const;
