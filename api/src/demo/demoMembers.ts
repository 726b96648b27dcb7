// The demo members' rule, without imports, so the e2e suite can compute the boards it expects from it.

/** First names and surnames the demo and the benchmarks build members' names from. */
export const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Isha',
  'Arjun',
  'Sara',
  'Vivaan',
  'Anaya',
  'Reyansh',
  'Myra',
  'Vihaan',
  'Kiara',
  'Aditya',
  'Tara',
  'Krish',
  'Nisha',
  'Dev',
  'Riya',
];
export const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Rao',
  'Gupta',
  'Das',
  'Mehta',
  'Khan',
  'Singh',
  'Patel',
  'Reddy',
  'Joshi',
  'Bose',
  'Kapoor',
  'Menon',
  'Pillai',
  'Ghosh',
  'Mishra',
  'Chopra',
];

/**
 * What demo member `i` (1-based) looks like; the e2e suite computes the expected boards from this same rule. Everyone
 * practises on LeetCode (where their points come from, see demoActivity); the all-time totals are never below what the
 * month can add (31 days of at most 3 solves), so a profile's stats always cover its heat map.
 */
export function demoMember(i: number) {
  const leetcodeSolved = Math.max(i * 5, 100 + ((i * 7) % 60));
  const gfgSolved = Math.max(i * 4, 100 + ((i * 11) % 50));
  return {
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    email: `demo${i}@demo.chapter.test`,
    academicYear: 1 + (i % 4),
    // Repeats every 61 members, so a larger demo has ties that share a rank.
    points: (i * 37) % 61,
    leetcode: {
      ranking: 400_000 - (i % 399) * 1_000,
      badgesCount: i % 5,
      totalProblemSolved: leetcodeSolved,
      easy: leetcodeSolved - 2 * Math.floor(leetcodeSolved / 5),
      medium: Math.floor(leetcodeSolved / 5),
      hard: Math.floor(leetcodeSolved / 5),
    },
    codechef: i % 4 === 0 ? { rating: 1_300 + i * 7, stars: 1 + (i % 5), highestRating: 1_350 + i * 7, countryRank: 90_000 - i * 100, globalRank: null } : null,
    codeforces: i % 5 === 0 ? { rating: 1_000 + i * 11, rank: i > 40 ? 'specialist' : 'pupil', maxRating: 1_050 + i * 11, totalProblemSolved: i * 2 } : null,
    geeksforgeeks: i % 6 === 0 ? { codingScore: Math.max(i * 13, gfgSolved * 3), problemSolved: gfgSolved, universityRank: i } : null,
  };
}

/** One day of a demo member's month: problems solved on each practice platform (0: none that day). */
export interface DemoDay {
  /** Day of the month, 1 = the 1st. */
  day: number;
  leetcode: number;
  geeksforgeeks: number;
}

/** A fraction in [0, 1), the same every time for the same member, day and salt: the demo's dice. */
function dice(i: number, day: number, salt: number): number {
  let h = Math.imul(i, 0x9e3779b1) ^ Math.imul(day + 1, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * Demo member `i`'s practice over the month's first `daysSoFar` days, and how their points split. The points engine
 * gives one point per day with a solve on each practice platform (LeetCode, GeeksforGeeks), so that is what the active
 * days earn, never more than the member's points; a member with points solved on at least one day. The rest of the
 * points is one admin adjustment: a month a few days old cannot hold 60 points of practice, and the points follow
 * demoMember's rule whatever the date. A member with more points practises on more days.
 */
export function demoActivity(i: number, daysSoFar: number): { days: DemoDay[]; practicePoints: number; adjustment: number } {
  const member = demoMember(i);
  // Paced to earn about the member's points by the month's end: two thirds on LeetCode when they also use GeeksforGeeks.
  const gfgShare = member.geeksforgeeks ? 1 / 3 : 0;
  const rate = (share: number) => Math.min(0.9, (member.points * share) / 31);
  const days: DemoDay[] = [];
  let practicePoints = 0;
  for (let day = 1; day <= daysSoFar; day++) {
    const leetcode = practicePoints < member.points && dice(i, day, 1) < rate(1 - gfgShare) ? 1 + Math.floor(dice(i, day, 2) * 3) : 0;
    if (leetcode > 0) practicePoints += 1;
    const geeksforgeeks = practicePoints < member.points && dice(i, day, 3) < rate(gfgShare) ? 1 + Math.floor(dice(i, day, 4) * 2) : 0;
    if (geeksforgeeks > 0) practicePoints += 1;
    if (leetcode > 0 || geeksforgeeks > 0) days.push({ day, leetcode, geeksforgeeks });
  }
  if (member.points > 0 && practicePoints === 0 && daysSoFar >= 1) {
    days.push({ day: daysSoFar, leetcode: 1, geeksforgeeks: 0 });
    practicePoints = 1;
  }
  return { days, practicePoints, adjustment: member.points - practicePoints };
}
