import { PAGE, call, type PageQuery } from '@chapter/shared';
import type { BodyOf, RoadmapNode } from '@chapter/shared/types';

/** The cache keys of roadmaps: every list page under `lists`, one roadmap under `detail(slug)`. */
export const roadmapKeys = {
  lists: ['learning', 'roadmaps', 'list'],
  detail: (slug: string) => ['learning', 'roadmaps', 'detail', slug],
} as const;

export const fetchRoadmaps = ({ page, search }: PageQuery) => call('POST /core-member/fetch-all-roadmaps', { body: { page, search, limit: PAGE.roadmaps } });

export const getRoadmap = (slug: string) => call('POST /core-member/get-roadmap', { body: { slug } });

export const createRoadmap = (body: BodyOf<'POST /core-member/create-roadmap'>) => call('POST /core-member/create-roadmap', { body });

/** Stores the whole node list (content, links and dragged positions). */
export const saveRoadmap = (slug: string, nodes: RoadmapNode[]) => call('PUT /core-member/save-roadmap', { body: { slug, nodes } });

export const deleteRoadmap = (slug: string) => call('DELETE /core-member/delete-roadmap', { body: { slug } });
