/**
 * The learning lists the contract's schemas name and the web forms offer at run time (difficulty, platform and level
 * choices). Plain values, no TypeBox: @chapter/shared's constants and schemas re-export them for the forms.
 */

/** A problem's difficulty, as the API stores and answers it. */
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;

/** The platforms a practice problem may come from, spelt as the API stores and answers them. */
export const PROBLEM_PLATFORMS = ['LeetCode', 'CodeChef', 'Codeforces', 'GeeksforGeeks'] as const;

/** A roadmap node's level, easiest first. */
export const ROADMAP_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
