// The learning contract (the /core-member practice and video routes, plus roadmaps of our design), under
// /core-member. Reads: any signed-in user. Writes: COREMEMBER and above (403 otherwise).
import type { MessageResponse, Page } from '@chapter/contract';

export type Difficulty = 'EASY' | 'MEDIUM' | 'HARD';
export type ProblemPlatform = 'LeetCode' | 'CodeChef' | 'Codeforces' | 'GeeksforGeeks';

export interface PracticeSet {
  _id: string;
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: string;
  title: string;
  description: string;
  platforms: ProblemPlatform[];
  totalQuestions: number;
  /** ISO timestamp of the last change to the set's problems (or its creation). */
  lastUpdatedAt: string;
  /** ISO timestamp of the last change to the set's own title/description. */
  lastModifiedAt: string;
  createdAt: string;
}
export interface Question {
  _id: string;
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: string;
  questionTitle: string;
  link: string;
  description: string;
  difficulty: Difficulty;
  platform: ProblemPlatform;
  createdAt: string;
}
/** POST fetch-all-resources { page=1, search, limit=10 } */
export type PracticeSetPage = Page<PracticeSet>;
/** POST create-resource { title, description } / PUT edit-resource { resourceId, title, description } */
export interface PracticeSetResponse extends MessageResponse {
  data: PracticeSet;
}
/** POST add-question { resourceId, title, link, description, difficulty, platform } */
export interface QuestionResponse extends MessageResponse {
  data: Question;
}
/** POST fetch-all-questions { resourceId, difficulty?, platform? } (404 'Resource not found') */
export interface QuestionsResponse extends MessageResponse {
  resourceInfo: PracticeSet;
  questions: Question[];
}
/** DELETE delete-resource { resourceId }, DELETE delete-question { resourceId, questionId } → MessageResponse */

export interface VideoResource {
  _id: string;
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: string;
  title: string;
  description: string;
  totalVideos: number;
  lastUpdatedAt: string;
  lastModifiedAt: string;
  createdAt: string;
}
export interface Video {
  _id: string;
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: string;
  videoTitle: string;
  /** Always the embed form https://www.youtube.com/embed/{id}. */
  videoLink: string;
  videoDescription: string;
  createdAt: string;
}
/** POST fetch-all-video-resource { page=1, search, limit=10 } */
export type VideoResourcePage = Page<VideoResource>;
/** POST create-video-resource { title, description } / PUT edit-video-resource { videoResourceId, title, description } */
export interface VideoResourceResponse extends MessageResponse {
  data: VideoResource;
}
/** POST add-video { vidoeResourceId | videoResourceId, title, description, link } (any YouTube form; 'Invalid YouTube URL') */
export interface VideoResponse extends MessageResponse {
  data: Video;
}
/** POST fetch-all-video { videoResourceId } (404 'Resource not found') */
export interface VideosResponse extends MessageResponse {
  resourceInfo: VideoResource;
  videos: Video[];
}
/** DELETE delete-video-resource { videoResourceId }, DELETE delete-video { videoResourceId, videoId } → MessageResponse */

export type RoadmapLevel = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';
export interface RoadmapNode {
  id: string;
  title: string;
  level: RoadmapLevel;
  description: string;
  resources: Array<{ name: string; link: string }>;
  /** Ids of the nodes this one leads to. */
  next: string[];
  /** Where an editor dragged the node; absent means "use the tree layout". */
  position?: { x: number; y: number };
}
export interface RoadmapSummary {
  _id: string;
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  dateCreated: string;
  nodeCount: number;
  updatedAt: string;
}
export interface Roadmap extends Omit<RoadmapSummary, 'nodeCount'> {
  nodes: RoadmapNode[];
}
/** POST fetch-all-roadmaps { page=1, search, limit=6 } */
export type RoadmapPage = Page<RoadmapSummary>;
/** POST get-roadmap { slug } (404 'Roadmap not found'), POST create-roadmap { title, description, tags: string[] }, PUT save-roadmap { slug, title?, description?, tags?, nodes } */
export interface RoadmapResponse extends MessageResponse {
  data: Roadmap;
}
/** DELETE delete-roadmap { slug } → MessageResponse */
