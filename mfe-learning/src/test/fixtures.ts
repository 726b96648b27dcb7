import type { PracticeSet, Question, RoadmapNode, RoadmapSummary, Roadmap, Video, VideoResource } from '@chapter/shared/types';

const WHEN = '2025-03-05T10:00:00.000Z';

export const aPracticeSet = (overrides: Partial<PracticeSet> = {}): PracticeSet => ({
  _id: 'set1',
  id: 'set1',
  title: 'Arrays warm-up',
  description: 'Start with arrays.',
  platforms: ['LeetCode', 'Codeforces'],
  totalQuestions: 2,
  lastUpdatedAt: WHEN,
  lastModifiedAt: WHEN,
  createdAt: WHEN,
  ...overrides,
});

export const aQuestion = (overrides: Partial<Question> = {}): Question => ({
  _id: 'q1',
  id: 'q1',
  questionTitle: 'Two Sum',
  link: 'https://leetcode.com/problems/two-sum/',
  description: 'Find two numbers.',
  difficulty: 'EASY',
  platform: 'LeetCode',
  createdAt: WHEN,
  ...overrides,
});

export const aVideoResource = (overrides: Partial<VideoResource> = {}): VideoResource => ({
  _id: 'vr1',
  id: 'vr1',
  title: 'Dynamic programming',
  description: 'Lectures on DP.',
  totalVideos: 1,
  lastUpdatedAt: WHEN,
  lastModifiedAt: WHEN,
  createdAt: WHEN,
  ...overrides,
});

export const aVideo = (overrides: Partial<Video> = {}): Video => ({
  _id: 'v1',
  id: 'v1',
  videoTitle: 'Knapsack',
  videoLink: 'https://www.youtube.com/embed/abc123',
  videoDescription: 'The 0/1 knapsack.',
  createdAt: WHEN,
  ...overrides,
});

export const aNode = (id: string, next: string[] = [], overrides: Partial<RoadmapNode> = {}): RoadmapNode => ({
  id,
  title: `Node ${id}`,
  level: 'Beginner',
  description: `About ${id}`,
  resources: [{ name: 'Docs', link: 'https://example.com' }],
  next,
  ...overrides,
});

export const aRoadmapSummary = (overrides: Partial<RoadmapSummary> = {}): RoadmapSummary => ({
  _id: 'r1',
  id: 'r1',
  slug: 'competitive',
  title: 'Competitive Programming',
  description: 'From basics to contests.',
  tags: ['dsa', 'contests', 'cpp'],
  dateCreated: WHEN,
  nodeCount: 9,
  updatedAt: WHEN,
  ...overrides,
});

export const aRoadmap = (overrides: Partial<Roadmap> = {}): Roadmap => {
  const { nodeCount: _ignored, ...summary } = aRoadmapSummary();
  return { ...summary, nodes: [aNode('a', ['b']), aNode('b')], ...overrides };
};

/** A page answer for a `{ page, search }` list route. */
export const pageOf = <T>(data: T[], currentPage = 1, totalPages = 1) => ({ message: 'ok', data, currentPage, totalPages, totalCount: data.length });
