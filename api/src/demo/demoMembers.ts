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

/** What demo member `i` (1-based) looks like; the e2e suite computes the expected boards from this same rule. */
export function demoMember(i: number) {
  return {
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    email: `demo${i}@demo.chapter.test`,
    academicYear: 1 + (i % 4),
    // Repeats every 61 members, so a larger demo has ties that share a rank.
    points: (i * 37) % 61,
    leetcode: i % 3 === 0 ? { ranking: 400_000 - i * 1_000, badgesCount: i % 5, totalProblemSolved: i * 5, easy: i * 3, medium: i, hard: i } : null,
    codechef: i % 4 === 0 ? { rating: 1_300 + i * 7, stars: 1 + (i % 5), highestRating: 1_350 + i * 7, countryRank: 90_000 - i * 100, globalRank: null } : null,
    codeforces: i % 5 === 0 ? { rating: 1_000 + i * 11, rank: i > 40 ? 'specialist' : 'pupil', maxRating: 1_050 + i * 11, totalProblemSolved: i * 2 } : null,
    geeksforgeeks: i % 6 === 0 ? { codingScore: i * 13, problemSolved: i * 4, universityRank: i } : null,
  };
}
