/** The terms, section by section; the chapter's name and contact e-mail are filled in from configuration. */
export const TERMS_LAST_UPDATED = '01-04-2025';

export type TermsSection = { id: string; title: string; paragraphs: readonly string[] };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      'By registering for or using this app you agree to these terms. If you do not agree, please do not use the app.',
      'Only students of the university whose e-mail address the chapter has placed on its allowed list may register.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    paragraphs: [
      'The chapter may update these terms. The date at the top of this page shows the last change; using the app after a change means you accept the new terms.',
    ],
  },
  {
    id: 'use',
    title: 'Use of the Platform',
    paragraphs: [
      'Use the app for learning and for the chapter’s activities. Do not try to gain points you did not earn, use another member’s coding-platform handle, or disrupt the service.',
      'Points come from the problems you solve on LeetCode, GeeksforGeeks, Codeforces and CodeChef under the rules in the User Manual. A changed platform username must be verified again before it earns points.',
      'Members below the monthly passing mark may be removed from active membership at the end of the month.',
    ],
  },
  {
    id: 'data-collection',
    title: 'Data Collection',
    paragraphs: [
      'We store what you give us at registration (name, bio, e-mail, phone number, registration number, academic year, LinkedIn username and an optional picture) and the coding-platform handles you link.',
      'Your public coding-platform profiles are read regularly (scraped) to compute your points, ranks and activity.',
      'Your profile picture is stored by the chapter’s image host and shown publicly, on your profile and on leaderboards.',
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    paragraphs: [
      'The chapter’s administrators may contact you by e-mail and phone for club purposes: contests, meetings, announcements and membership.',
      'You can switch notification e-mails off on your dashboard; the preference resets to enabled on the 1st of each month.',
    ],
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    paragraphs: ['The app, its design and the chapter’s own material belong to the chapter. Linked problems, videos and resources belong to their owners.'],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'The app is provided as it is, by students, for students. The chapter is not liable for lost points, wrong figures caused by third-party platforms, or interruptions of the service.',
    ],
  },
  {
    id: 'third-party',
    title: 'Third-Party Links',
    paragraphs: [
      'The app links to coding platforms, video hosts and other sites. Their own terms and privacy policies apply there; the chapter is not responsible for their content.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'The chapter may suspend or remove an account that breaks these terms, and removes inactive members as described above. You may ask for your account to be deleted at any time.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: ['These terms are governed by the laws of India.'],
  },
];
