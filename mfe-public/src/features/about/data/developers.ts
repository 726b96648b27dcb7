/**
 * The two people who build and run this app (two developer cards with name, role, skills, code-host and
 * professional-network links). `name` is a person's name, `role` what they do on the app. Edit here when the team changes.
 */
export type Developer = { name: string; role: string; skills: string[]; codeHost: string; professionalNetwork: string };

export const DEVELOPERS: readonly Developer[] = [
  {
    name: 'Aarav Mehta',
    role: 'Front-end lead: web app and design system',
    skills: ['React', 'TypeScript', 'Module Federation', 'Accessibility'],
    codeHost: 'https://github.com/',
    professionalNetwork: 'https://www.linkedin.com/',
  },
  {
    name: 'Diya Raman',
    role: 'Back-end lead: API, data and platform integrations',
    skills: ['Node.js', 'Fastify', 'PostgreSQL', 'Job queues'],
    codeHost: 'https://github.com/',
    professionalNetwork: 'https://www.linkedin.com/',
  },
];
