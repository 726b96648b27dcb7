/** The About page's headline figures. */
export const HEADLINE_FIGURES = [
  { value: '95%', label: 'Placement rate for active members' },
  { value: '24+', label: 'Hiring partners' },
  { value: '12+', label: 'Workshops' },
  { value: '350+', label: 'Career-ready students' },
] as const;

export const MISSION_POINTS = [
  { title: 'Consistency over cramming', text: 'A little every day: points reward daily practice and contest participation, not one-off sprints.' },
  { title: 'Open to every student', text: 'Any student of the university can join, whatever the year or branch, and grow into the core team.' },
  { title: 'Learning in public', text: 'Leaderboards, resources and roadmaps are shared, so everyone sees what works.' },
] as const;

export const TEAM_ROLES = [
  { title: 'President and Vice-President', text: 'Set the chapter’s direction, run the calendar and speak for the chapter with the placement department.' },
  { title: 'Core members', text: 'Create practice sets, video resources and roadmaps, post announcements and schedule contests and meetings.' },
  { title: 'Members', text: 'Practice, compete and help each other; members above the monthly passing mark stay active.' },
] as const;

export const EVENTS = [
  { title: 'Scheduled contests', text: 'Codeforces and CodeChef rounds on the calendar; solving in them earns points.' },
  { title: 'Workshops', text: 'Data structures, web development and interview preparation, run by seniors and guests.' },
  { title: 'Mock interviews', text: 'Practice rounds with the placement department before the hiring season.' },
  { title: 'Festivals and hackathons', text: 'Celebrations and build weekends that put the chapter together in one room.' },
] as const;
