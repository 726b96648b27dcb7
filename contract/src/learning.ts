/**
 * The learning routes under /core-member: practice sets and their problems, video resources and their videos,
 * roadmaps (our addition, in the contract's style), and the dashboard's announcements. Reads: any signed-in user.
 * Writes: COREMEMBER and above (403 otherwise).
 *
 * The request bodies declare only the types of their fields and which ids are required: the content fields are
 * checked by the API with the shared yup schemas (their messages are the ones the forms show), so the JSON schemas
 * here must not refuse them first.
 */
import { PAGE_LIMITS } from './constants';
import { DIFFICULTIES, PROBLEM_PLATFORMS, ROADMAP_LEVELS } from './learningLimits';
import { bearer, routeTable } from './route';
import { MessageResponse, Type, answer, bool, int, list, nstr, nullable, num, obj, oneOf, opt, page, str, strings, withData, type Static } from './schema';

/** The largest page of a learning list a caller may ask for. */
const MAX_LIST_LIMIT = 50;

// ---- Practice sets ----
export const Difficulty = oneOf(DIFFICULTIES);
export type Difficulty = Static<typeof Difficulty>;
export const ProblemPlatform = oneOf(PROBLEM_PLATFORMS);
export type ProblemPlatform = Static<typeof ProblemPlatform>;

export const PracticeSet = obj({
  _id: str,
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: str,
  title: str,
  description: str,
  platforms: list(ProblemPlatform),
  totalQuestions: int,
  /** ISO timestamp of the last change to the set's problems (or its creation). */
  lastUpdatedAt: str,
  /** ISO timestamp of the last change to the set's own title/description. */
  lastModifiedAt: str,
  createdAt: str,
  /**
   * How many of the set's problems the caller has solved on a verified handle (docs/learning-progress.md). Present in
   * fetch-all-resources and fetch-all-questions answers.
   */
  solvedCount: opt(int),
  /** Core members and above only: how many members have solved at least one of its problems. */
  solvedBy: opt(int),
  /** Core members and above only: how many members have solved every one of its problems. */
  finishedBy: opt(int),
});
export type PracticeSet = Static<typeof PracticeSet>;

export const Question = obj({
  _id: str,
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: str,
  questionTitle: str,
  link: str,
  description: str,
  difficulty: Difficulty,
  platform: ProblemPlatform,
  createdAt: str,
  /** The problem's place in its set, from 1 (editors reorder with reorder-questions). */
  position: opt(int),
  /** Whether the caller has solved it on a verified handle (matched by the normalised link). */
  solved: opt(bool),
  /** Core members and above only: how many members have solved it. */
  solvedBy: opt(int),
});
export type Question = Static<typeof Question>;

/** The body of every paged learning list: { page=1, search, limit } (the default limit is each list's own). */
export const LearningListQuery = obj({
  page: opt(Type.Integer({ minimum: 1, default: PAGE_LIMITS.defaultPage })),
  limit: opt(Type.Integer({ minimum: 1, maximum: MAX_LIST_LIMIT })),
  search: opt(Type.String({ maxLength: 200 })),
});
export type LearningListQuery = Static<typeof LearningListQuery>;

/** POST fetch-all-resources { page=1, search, limit=10 } */
export const PracticeSetPage = page(PracticeSet);
export type PracticeSetPage = Static<typeof PracticeSetPage>;
/** POST create-resource { title, description } / PUT edit-resource { resourceId, title, description } */
export const PracticeSetResponse = withData(PracticeSet);
export type PracticeSetResponse = Static<typeof PracticeSetResponse>;
/** POST add-question { resourceId, title, link, description, difficulty, platform } */
export const QuestionResponse = withData(Question);
export type QuestionResponse = Static<typeof QuestionResponse>;
/**
 * POST fetch-all-questions { resourceId, difficulty?, platform?, progress? } (404 'Resource not found').
 * `marksUpdatedAt`: when the caller's solved problems were last fetched (the latest of their verified handles), null
 * when never.
 */
export const QuestionsResponse = answer({ resourceInfo: PracticeSet, questions: list(Question), marksUpdatedAt: opt(nstr) });
export type QuestionsResponse = Static<typeof QuestionsResponse>;
/** DELETE delete-resource { resourceId }, DELETE delete-question { resourceId, questionId } → MessageResponse */

/** Which problems or sets a list keeps, by the caller's progress: 'unsolved' problems, or sets not finished. */
export const PROGRESS_FILTERS = ['all', 'unsolved'] as const;
export const ProgressFilter = oneOf(PROGRESS_FILTERS);
export type ProgressFilter = Static<typeof ProgressFilter>;

/**
 * POST lookup-problem { link } → what the platform says about a problem (docs/learning-progress.md): the link in its
 * canonical form, the title, the difficulty mapped to EASY/MEDIUM/HARD (null when the platform rates none yet) and
 * the platform. 400 for a link that is not a problem of the four platforms, 404 when the platform has no such
 * problem, 503 when it is not answering. Core members and above.
 */
export const ProblemLookup = obj({ link: str, title: str, difficulty: nullable(Difficulty), platform: ProblemPlatform });
export type ProblemLookup = Static<typeof ProblemLookup>;
export const ProblemLookupResponse = withData(ProblemLookup);
export type ProblemLookupResponse = Static<typeof ProblemLookupResponse>;

/** PUT reorder-questions { resourceId, questionIds }: every problem of the set, once, in the new order. */
export const ReorderQuestionsRequest = obj({ resourceId: str, questionIds: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }) });
export type ReorderQuestionsRequest = Static<typeof ReorderQuestionsRequest>;

// ---- Video resources ----
export const VideoResource = obj({
  _id: str,
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: str,
  title: str,
  description: str,
  totalVideos: int,
  lastUpdatedAt: str,
  lastModifiedAt: str,
  createdAt: str,
});
export type VideoResource = Static<typeof VideoResource>;

export const Video = obj({
  _id: str,
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: str,
  videoTitle: str,
  /** Always the embed form https://www.youtube.com/embed/{id}. */
  videoLink: str,
  videoDescription: str,
  createdAt: str,
});
export type Video = Static<typeof Video>;

/** POST fetch-all-video-resource { page=1, search, limit=10 } */
export const VideoResourcePage = page(VideoResource);
export type VideoResourcePage = Static<typeof VideoResourcePage>;
/** POST create-video-resource { title, description } / PUT edit-video-resource { videoResourceId, title, description } */
export const VideoResourceResponse = withData(VideoResource);
export type VideoResourceResponse = Static<typeof VideoResourceResponse>;
/** POST add-video { vidoeResourceId | videoResourceId, title, description, link } (any YouTube form; 'Invalid YouTube URL') */
export const VideoResponse = withData(Video);
export type VideoResponse = Static<typeof VideoResponse>;
/** POST fetch-all-video { videoResourceId } (404 'Resource not found') */
export const VideosResponse = answer({ resourceInfo: VideoResource, videos: list(Video) });
export type VideosResponse = Static<typeof VideosResponse>;
/** DELETE delete-video-resource { videoResourceId }, DELETE delete-video { videoResourceId, videoId } → MessageResponse */

// ---- Roadmaps ----
export const RoadmapLevel = oneOf(ROADMAP_LEVELS);
export type RoadmapLevel = Static<typeof RoadmapLevel>;

export const RoadmapNode = obj({
  id: str,
  title: str,
  level: RoadmapLevel,
  description: str,
  resources: list(obj({ name: str, link: str })),
  /** Ids of the nodes this one leads to. */
  next: strings,
  /** Where an editor dragged the node; absent means "use the tree layout". */
  position: opt(obj({ x: num, y: num })),
});
export type RoadmapNode = Static<typeof RoadmapNode>;

const roadmapFields = {
  _id: str,
  /** The contract's name for the id (docs/rules.md §10); equal to `_id`. */
  id: str,
  slug: str,
  title: str,
  description: str,
  tags: strings,
  dateCreated: str,
  updatedAt: str,
};
export const RoadmapSummary = obj({ ...roadmapFields, nodeCount: int });
export type RoadmapSummary = Static<typeof RoadmapSummary>;
export const Roadmap = obj({ ...roadmapFields, nodes: list(RoadmapNode) });
export type Roadmap = Static<typeof Roadmap>;

/** POST fetch-all-roadmaps { page=1, search, limit=6 } */
export const RoadmapPage = page(RoadmapSummary);
export type RoadmapPage = Static<typeof RoadmapPage>;
/** POST get-roadmap { slug } (404 'Roadmap not found'), POST create-roadmap { title, description, tags: string[] }, PUT save-roadmap { slug, title?, description?, tags?, nodes } */
export const RoadmapResponse = withData(Roadmap);
export type RoadmapResponse = Static<typeof RoadmapResponse>;
/** DELETE delete-roadmap { slug } → MessageResponse */

// Left untyped for the schema: type coercion would turn 'a, b' into ['a, b']; the API checks it.
const anyTags = Type.Unsafe<string[] | string>({ description: 'A list of tags, or the comma-separated text of the form' });
// Left untyped for the schema: the API checks each node and answers which one is wrong.
const nodeList = Type.Unsafe<RoadmapNode[]>({ type: 'array' });

// ---- Announcements ----
export const AnnouncementLink = obj({ link: str, linkText: str });
export type AnnouncementLink = Static<typeof AnnouncementLink>;
/** An announcement as the dashboard lists it (docs/rules.md §10). */
export const Announcement = obj({
  _id: str,
  title: str,
  description: str,
  /** ISO; the part before T is the day. */
  date: str,
  /** HH:MM or HH:MM:SS, or null. */
  time: nstr,
  links: list(AnnouncementLink),
  createdBy: nullable(obj({ _id: str, name: str })),
  createdAt: str,
});
export type Announcement = Static<typeof Announcement>;
/** GET /core-member/get-all-announcement */
export const AnnouncementsResponse = withData(list(Announcement));
export type AnnouncementsResponse = Static<typeof AnnouncementsResponse>;
/** POST /core-member/create-announcement; a missing date is the chapter's today, link rows missing their URL or text are dropped. */
export const CreateAnnouncementRequest = obj({
  title: opt(Type.String({ maxLength: 200 })),
  description: opt(Type.String({ maxLength: 5000 })),
  date: opt(Type.String({ maxLength: 10 })),
  time: opt(nullable(Type.String({ maxLength: 8 }))),
  links: opt(
    Type.Array(obj({ link: opt(nullable(Type.String({ maxLength: 2000 }))), linkText: opt(nullable(Type.String({ maxLength: 200 }))) }), {
      maxItems: 20,
    }),
  ),
});
export type CreateAnnouncementRequest = Static<typeof CreateAnnouncementRequest>;
export const AnnouncementResponse = withData(Announcement);
export type AnnouncementResponse = Static<typeof AnnouncementResponse>;

const practice = { tags: ['practice'], security: bearer };
const videos = { tags: ['videos'], security: bearer };
const roadmaps = { tags: ['roadmaps'], security: bearer };
const announcements = { tags: ['announcements'], security: bearer };

export const learningRoutes = routeTable({
  'POST /core-member/fetch-all-resources': {
    ...practice,
    summary: "One page of practice sets, with the caller's progress; progress 'unsolved' keeps the sets not finished",
    body: obj({ ...LearningListQuery.properties, progress: opt(ProgressFilter) }),
    response: { 200: PracticeSetPage },
  },
  'POST /core-member/create-resource': {
    ...practice,
    summary: 'Create a practice set',
    body: obj({ title: opt(str), description: opt(str) }),
    response: { 200: PracticeSetResponse },
  },
  'PUT /core-member/edit-resource': {
    ...practice,
    summary: "Change a practice set's title and description",
    body: obj({ resourceId: str, title: opt(str), description: opt(str) }),
    response: { 200: PracticeSetResponse },
  },
  'DELETE /core-member/delete-resource': {
    ...practice,
    summary: 'Delete a practice set and its problems',
    body: obj({ resourceId: str }),
    response: { 200: MessageResponse },
  },
  'POST /core-member/add-question': {
    ...practice,
    summary: 'Add a problem to a practice set (409 when the same problem, however its link is written, is already in it)',
    body: obj({ resourceId: str, title: opt(str), link: opt(str), description: opt(str), difficulty: opt(str), platform: opt(str) }),
    response: { 200: QuestionResponse, 409: MessageResponse },
  },
  'POST /core-member/lookup-problem': {
    ...practice,
    summary: "A problem's title, difficulty and platform from its platform, by link (rate-limited, cached)",
    body: obj({ link: Type.String({ maxLength: 2000 }) }),
    response: { 200: ProblemLookupResponse, 400: MessageResponse, 404: MessageResponse, 503: MessageResponse },
  },
  'PUT /core-member/reorder-questions': {
    ...practice,
    summary: "Store the order of a set's problems",
    body: ReorderQuestionsRequest,
    response: { 200: MessageResponse },
  },
  'DELETE /core-member/delete-question': {
    ...practice,
    summary: 'Remove a problem from a practice set',
    body: obj({ resourceId: str, questionId: str }),
    response: { 200: MessageResponse },
  },
  'POST /core-member/fetch-all-questions': {
    ...practice,
    summary: "A practice set and its problems in order, with the caller's marks; 'All' filters are omitted",
    body: obj({ resourceId: str, difficulty: opt(str), platform: opt(str), progress: opt(ProgressFilter) }),
    response: { 200: QuestionsResponse },
  },

  'POST /core-member/fetch-all-video-resource': {
    ...videos,
    summary: 'One page of video resources',
    body: LearningListQuery,
    response: { 200: VideoResourcePage },
  },
  'POST /core-member/create-video-resource': {
    ...videos,
    summary: 'Create a video resource',
    body: obj({ title: opt(str), description: opt(str) }),
    response: { 200: VideoResourceResponse },
  },
  'PUT /core-member/edit-video-resource': {
    ...videos,
    summary: "Change a video resource's title and description",
    body: obj({ videoResourceId: str, title: opt(str), description: opt(str) }),
    response: { 200: VideoResourceResponse },
  },
  'DELETE /core-member/delete-video-resource': {
    ...videos,
    summary: 'Delete a video resource and its videos',
    body: obj({ videoResourceId: str }),
    response: { 200: MessageResponse },
  },
  'POST /core-member/add-video': {
    ...videos,
    summary: 'Add a YouTube video (any link form; stored as the embed form)',
    /** The contract spells the id `vidoeResourceId`; the corrected spelling is accepted too (one of them is needed). */
    body: obj({ vidoeResourceId: opt(str), videoResourceId: opt(str), title: opt(str), description: opt(str), link: opt(str) }),
    response: { 200: VideoResponse },
  },
  'DELETE /core-member/delete-video': {
    ...videos,
    summary: 'Remove a video from its resource',
    body: obj({ videoResourceId: str, videoId: str }),
    response: { 200: MessageResponse },
  },
  'POST /core-member/fetch-all-video': {
    ...videos,
    summary: 'A video resource and its videos',
    body: obj({ videoResourceId: str }),
    response: { 200: VideosResponse },
  },

  'POST /core-member/fetch-all-roadmaps': {
    ...roadmaps,
    summary: 'One page of roadmaps (without their nodes)',
    body: LearningListQuery,
    response: { 200: RoadmapPage },
  },
  'POST /core-member/get-roadmap': {
    ...roadmaps,
    summary: 'A roadmap with its nodes, by slug',
    body: obj({ slug: str }),
    response: { 200: RoadmapResponse },
  },
  'POST /core-member/create-roadmap': {
    ...roadmaps,
    summary: 'Create an empty roadmap; its slug comes from the title',
    body: obj({ title: opt(str), description: opt(str), tags: opt(anyTags) }),
    response: { 200: RoadmapResponse },
  },
  'PUT /core-member/save-roadmap': {
    ...roadmaps,
    summary: "Store a roadmap's nodes (and any details sent)",
    body: obj({ slug: str, title: opt(str), description: opt(str), tags: opt(anyTags), nodes: nodeList }),
    response: { 200: RoadmapResponse },
  },
  'DELETE /core-member/delete-roadmap': {
    ...roadmaps,
    summary: 'Delete a roadmap',
    body: obj({ slug: str }),
    response: { 200: MessageResponse },
  },

  'GET /core-member/get-all-announcement': {
    ...announcements,
    summary: 'The latest announcements, newest first',
    response: { 200: AnnouncementsResponse },
  },
  'POST /core-member/create-announcement': {
    ...announcements,
    summary: 'Post an announcement; link rows missing their URL or text are dropped',
    body: CreateAnnouncementRequest,
    response: { 200: AnnouncementResponse },
  },
  'DELETE /core-member/delete-announcement': {
    ...announcements,
    summary: 'Remove an announcement',
    body: obj({ announcementId: opt(str) }),
    response: { 200: MessageResponse },
  },
});
