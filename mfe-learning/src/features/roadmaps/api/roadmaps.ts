import { PAGE, api } from '@chapter/shared';
import type { MessageResponse, RoadmapNode, RoadmapPage, RoadmapResponse } from '@chapter/shared/types';
import type { PageQuery } from '../../../hooks/usePagedList';
import { coreMember } from '../../../lib/coreMember';

export type NewRoadmap = { title: string; description: string; tags: string[] };

export const fetchRoadmaps = ({ page, search }: PageQuery) => api.post<RoadmapPage>(coreMember('fetch-all-roadmaps'), { page, search, limit: PAGE.roadmaps });

export const getRoadmap = (slug: string) => api.post<RoadmapResponse>(coreMember('get-roadmap'), { slug });

export const createRoadmap = (roadmap: NewRoadmap) => api.post<RoadmapResponse>(coreMember('create-roadmap'), roadmap);

/** Stores the whole node list (content, links and dragged positions). */
export const saveRoadmap = (slug: string, nodes: RoadmapNode[]) => api.put<RoadmapResponse>(coreMember('save-roadmap'), { slug, nodes });

export const deleteRoadmap = (slug: string) => api.delete<MessageResponse>(coreMember('delete-roadmap'), { slug });
