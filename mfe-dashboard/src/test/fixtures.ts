import type { Announcement, EditProfileData, ProfileData, UserRef } from '@chapter/shared/types';

/** A member's profile as POST /user/get-profile-data answers it. */
export function aProfile(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    _id: 'u1',
    name: 'Asha K. Rao',
    email: 'asha@uni.example',
    role: 'COREMEMBER',
    academicYear: 2,
    profilePicture: { url: '/files/asha.webp', hashCode: null },
    bio: 'Graphs and greedy.',
    linkedinUsername: 'asha-rao',
    leetcodeUsername: null,
    codechefUsername: null,
    codeforcesUsername: null,
    geeksforgeeksUsername: null,
    platforms: {
      leetcode: { handle: null, verified: false },
      codechef: { handle: null, verified: false },
      codeforces: { handle: null, verified: false },
      geeksforgeeks: { handle: null, verified: false },
    },
    points: 42,
    totalQuestionSolved: 42,
    problemsSolved: 130,
    currentRank: 3,
    prevMonthData: { prevRank: null },
    subscribed: true,
    avgPerDay: 0,
    maxStreak: 0,
    dailyActivity: [],
    phoneNumber: '9876543210',
    badges: [],
    isOwnProfile: true,
    ...overrides,
  };
}

/** GET /user/get-edit-profile-page-data's `data`. */
export function anEditProfile(overrides: Partial<EditProfileData> = {}): EditProfileData {
  return {
    name: 'Asha Rao',
    bio: 'Graphs and greedy.',
    email: 'asha@uni.example',
    phoneNumber: '9876543210',
    academicYear: 2,
    profilePic: null,
    coding: { leetcode: null, codechef: null, codeforces: null, geeksforgeeks: null },
    verifiedProfile: { leetcode: false, codechef: false, codeforces: false, geeksforgeeks: false },
    social: { linkedin: 'asha-rao' },
    platforms: {
      leetcode: { handle: null, verified: false },
      codechef: { handle: null, verified: false },
      codeforces: { handle: null, verified: false },
      geeksforgeeks: { handle: null, verified: false },
    },
    ...overrides,
  };
}

export const ok = (body: object) => ({ status: 200, body: { message: 'OK', ...body } });

/** An announcement as GET /core-member/get-all-announcement lists it. */
export function anAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: 'a1',
    title: 'Contest week',
    description: 'Three contests this week.',
    date: '2026-11-20T00:00:00.000Z',
    time: '18:30',
    links: [{ link: 'https://example.org/rules', linkText: 'Rules' }],
    createdBy: { _id: 'u2', name: 'Cora Core' },
    createdAt: '2026-11-19T09:00:00.000Z',
    ...overrides,
  };
}

/** A member as GET /user/get-all-users-with-id-and-name lists them. */
export function aUserRef(overrides: Partial<UserRef> = {}): UserRef {
  return { _id: 'u2', name: 'Ravi Teja', role: 'MEMBER', profilePicture: null, ...overrides };
}
