/** A paragraph, or a list of points. */
export type ManualBlock = string | readonly string[];
export type ManualSubsection = { id: string; title: string; content: readonly ManualBlock[] };
export type ManualSection = { id: string; title: string; subsections: readonly ManualSubsection[] };

/** The in-app manual, written for this product. */
export const USER_MANUAL: readonly ManualSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    subsections: [
      {
        id: 'welcome',
        title: 'Welcome',
        content: [
          'This is the chapter’s members’ app: link your coding-platform profiles, earn points for what you solve, see where you stand on the monthly leaderboard, and learn with practice sets, video resources and roadmaps.',
          [
            'Visitors can read the landing page, About, the Terms and this manual.',
            'Students on the chapter’s allowed list can register and sign in.',
            'Core members and admins also manage content and members.',
          ],
        ],
      },
      {
        id: 'navigation',
        title: 'Finding Your Way',
        content: [
          'Signed in, the top bar leads to Dashboard, Leaderboard, Resources and Practice; your picture opens My Profile, Compare Profile, Edit Profile and Logout. On a phone the same links are in the menu button.',
          'The footer has quick links, the support pages (Terms, Report an Issue, User Manual) and the chapter’s social links. After scrolling down, a button takes you back to the top.',
        ],
      },
    ],
  },
  {
    id: 'technology-stack',
    title: 'Technology Stack',
    subsections: [
      {
        id: 'frontend',
        title: 'Front End',
        content: [
          'The app is a React and TypeScript single-page app made of separately deployed parts (micro-frontends, webpack Module Federation): public pages, dashboard and profiles, leaderboards, learning, and admin. If one part is down, the rest keeps working and that area offers a Retry.',
        ],
      },
      {
        id: 'backend',
        title: 'Back End',
        content: [
          'A Node.js API (Fastify) over PostgreSQL serves every part. Scheduled jobs refresh platform data, score contests, pick the problem of the day and close each month. Passwords are hashed with argon2id; pictures are checked and re-encoded before they are stored.',
        ],
      },
    ],
  },
  {
    id: 'join',
    title: 'Join Our Platform',
    subsections: [
      {
        id: 'registration',
        title: 'Registration',
        content: [
          'Only students whose e-mail the chapter has put on its allowed list can register. If yours is refused, ask a chapter admin to add it.',
          [
            'Step 1, Basic Information: an optional profile picture (JPG, PNG or GIF, up to 5 MB), name, bio (up to 150 characters; the counter turns red near the limit), e-mail, password (at least 6 characters; 8 or more with upper and lower case and numbers is better) and its confirmation.',
            'Step 2, Contact Details: phone number (10 digits starting with 6–9; +91 is added for you), registration number, academic year (Year 1 to 4) and LinkedIn username.',
            'Next stays disabled until the step is filled in correctly; pressing it anyway says “Please fill all required fields correctly”.',
            'Create Account sends the form and takes you to the login page.',
          ],
        ],
      },
      {
        id: 'login',
        title: 'Login',
        content: [
          'Sign in with your e-mail and password. Tick Remember me to stay signed in for a week on this device; otherwise the session lasts a day.',
          [
            '“Invalid email or password!”: no account uses that e-mail, or the password is wrong (the app does not say which, so nobody can find out who has an account).',
            '“Too many failed sign-ins for this account!”: wait the few seconds it names, then try again.',
            '“Login successful!”: you are taken to your dashboard.',
          ],
        ],
      },
      {
        id: 'forgot-password',
        title: 'Forgot Password',
        content: [
          [
            'Email Verification: enter your e-mail and press Continue; a 6-digit code is e-mailed to you.',
            'OTP Verification: type the code before the countdown (2:00) runs out. At 0:00 you see “OTP expired! Please try again.” and start over.',
            'Reset Password: choose a new password, confirm it, and sign in with it. Signing in elsewhere with the old password stops working.',
          ],
        ],
      },
    ],
  },
  {
    id: 'profile',
    title: 'Profile Management',
    subsections: [
      {
        id: 'your-profile',
        title: 'Your Profile',
        content: [
          'Your profile shows your picture, name, role, academic year, bio, e-mail and LinkedIn, your points and ranks, a monthly activity heat map, a card per coding platform and your achievements. Other members can open it from the leaderboard.',
        ],
      },
      {
        id: 'edit-profile',
        title: 'Editing Your Profile',
        content: [
          'Edit Profile changes one field at a time: press the pencil, change the value, then confirm or cancel. Empty values are refused (“Field cannot be empty!”) and a bio may not exceed 150 characters.',
          'You can replace or delete your picture, and change your password from the Password section (current password, new password, confirmation).',
        ],
      },
      {
        id: 'platforms',
        title: 'Linking Platforms',
        content: [
          'Add your LeetCode, CodeChef, Codeforces and GeeksforGeeks usernames, then verify each: the app gives you a code to place on that platform’s profile, Verify unlocks after 10 seconds, and the check confirms the profile is yours.',
          'Allow 5–10 seconds for your profile to update after verifying (15–30 seconds for Codeforces). A changed username must be verified again before it earns points.',
        ],
      },
      {
        id: 'compare',
        title: 'Profile Comparison',
        content: [
          'Compare Profile puts two members side by side: points, ranks, achievements, monthly activity and platform cards. Members compare themselves with anyone; core members and admins can pick any two.',
        ],
      },
    ],
  },
  {
    id: 'dashboard',
    title: 'Dashboard Features',
    subsections: [
      {
        id: 'potd',
        title: 'Problem of the Day',
        content: [
          'Each day the dashboard shows one LeetCode and one GeeksforGeeks problem with difficulty, accuracy and topics. Solving them is the easiest way to earn your daily points.',
        ],
      },
      {
        id: 'notifications',
        title: 'Notifications',
        content: [
          'The switch beside the greeting turns chapter e-mails (contests, meetings, announcements) on or off after you confirm. Every 1st of the month it resets to enabled.',
        ],
      },
      {
        id: 'top-performers',
        title: 'Top Performers',
        content: ['The five members with the most points this month, with their medals and streaks. The top three are highlighted.'],
      },
      {
        id: 'calendar',
        title: 'Calendar',
        content: [
          'Month and Today views of contests, meetings and festivals. Open a day to see its events, links and minutes of meetings. Core members add events; contests cannot be scheduled on the last day of the month, which is a “No activity day”.',
        ],
      },
      {
        id: 'announcements',
        title: 'Announcements',
        content: ['News from the core team, with links. Use the arrows or dots to move between them; core members add and delete announcements.'],
      },
    ],
  },
  {
    id: 'leaderboard',
    title: 'Leaderboard System',
    subsections: [
      {
        id: 'leaderboards',
        title: 'Leaderboards',
        content: [
          'The monthly Overall leaderboard and one per platform (LeetCode, CodeChef, Codeforces, GeeksforGeeks), with search, pages of 20 and the top three on a podium. Stats shows the spread of scores and the four performance tiers.',
        ],
      },
      {
        id: 'points',
        title: 'Points',
        content: [
          [
            'LeetCode and GeeksforGeeks: 1 point per day each for practice (at most 2 per day together).',
            'Codeforces: 3 points per question solved in contests scheduled on the chapter calendar.',
            'CodeChef, in scheduled contests only, per solved problem by star rating: 1 star = 2, 2 stars = 3, 3 stars = 4, 4 stars = 5.',
          ],
          'Points are counted from your public platform profiles; every point can be traced to what earned it.',
        ],
      },
      {
        id: 'passing-criteria',
        title: 'Passing Criteria',
        content: [
          'Each month has a minimum passing mark set by the admins and shown on the Overall leaderboard with the days left. Members below it are shown in red and are removed from active membership at month end.',
          'Regular members who exceed the requirements may be promoted to the core team; applicants who meet the criteria skip the waiting list.',
        ],
      },
    ],
  },
  {
    id: 'learning',
    title: 'Learning Resources',
    subsections: [
      {
        id: 'videos',
        title: 'Video Resources',
        content: [
          'Playlists of videos chosen by the core team, searchable, each with a title and description. Core members create playlists and add YouTube videos.',
        ],
      },
      {
        id: 'roadmaps',
        title: 'Roadmaps',
        content: ['Step-by-step paths (competitive programming, frontend, backend) from beginner to expert, with links to learning material at every step.'],
      },
    ],
  },
  {
    id: 'practice',
    title: 'Practice Section',
    subsections: [
      {
        id: 'practice-sets',
        title: 'Practice Sets',
        content: [
          'Sets of problems from the four platforms, each with difficulty and a link to the problem. Filter a set by difficulty and platform; core members create sets and add problems.',
        ],
      },
    ],
  },
  {
    id: 'support',
    title: 'User Support',
    subsections: [
      {
        id: 'reporting',
        title: 'Reporting an Issue',
        content: [
          'Report an Issue takes your name, e-mail, a subject, a description of up to 200 words and an optional screenshot. You get a reference ID, and the chapter replies by e-mail. One report per hour can be sent from a browser.',
        ],
      },
      {
        id: 'terms',
        title: 'Terms and Conditions',
        content: [
          'The Terms explain what we store and why: your profiles are read to compute points, your picture is shown publicly, and the admins may e-mail and phone you for club purposes. They were last updated on 01-04-2025 and give the chapter’s contact e-mail.',
        ],
      },
    ],
  },
];
