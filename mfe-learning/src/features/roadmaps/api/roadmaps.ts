import { PAGE, api, type PageQuery } from '@chapter/shared';
import type { MessageResponse, RoadmapNode, RoadmapPage, RoadmapResponse } from '@chapter/shared/types';
import { coreMember } from '../../../lib/coreMember';

/** The cache keys of roadmaps: every list page under `lists`, one roadmap under `detail(slug)`. */
export const roadmapKeys = {
  lists: ['learning', 'roadmaps', 'list'],
  detail: (slug: string) => ['learning', 'roadmaps', 'detail', slug],
} as const;

export type NewRoadmap = { title: string; description: string; tags: string[] };

export const fetchRoadmaps = ({ page, search }: PageQuery) => api.post<RoadmapPage>(coreMember('fetch-all-roadmaps'), { page, search, limit: PAGE.roadmaps });

export const getRoadmap = (slug: string) => api.post<RoadmapResponse>(coreMember('get-roadmap'), { slug });

export const createRoadmap = (roadmap: NewRoadmap) => api.post<RoadmapResponse>(coreMember('create-roadmap'), roadmap);

/** Stores the whole node list (content, links and dragged positions). */
export const saveRoadmap = (slug: string, nodes: RoadmapNode[]) => api.put<RoadmapResponse>(coreMember('save-roadmap'), { slug, nodes });

export const deleteRoadmap = (slug: string) => api.delete<MessageResponse>(coreMember('delete-roadmap'), { slug });
