/** The two people who build and run this app (spec §2: two developer cards). Edit here when the team changes. */
export type Developer = { name: string; role: string; skills: string[]; codeHost: string; professionalNetwork: string };

export const DEVELOPERS: readonly Developer[] = [
  {
    name: 'Front-end lead',
    role: 'Web app and design system',
    skills: ['React', 'TypeScript', 'Module Federation', 'Accessibility'],
    codeHost: 'https://github.com/',
    professionalNetwork: 'https://www.linkedin.com/',
  },
  {
    name: 'Back-end lead',
    role: 'API, data and platform integrations',
    skills: ['Node.js', 'Fastify', 'PostgreSQL', 'Job queues'],
    codeHost: 'https://github.com/',
    professionalNetwork: 'https://www.linkedin.com/',
  },
];
