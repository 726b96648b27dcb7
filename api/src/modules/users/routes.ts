import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors';
import { databasePictureStore, multipartOptions, readMultipart, toPicture } from '../../files';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { editProfileField, EDIT_MESSAGES } from './editProfile';
import { ISSUE_MESSAGES, reportIssue } from './issueReport';
import { acceptProfilePicture, replaceProfilePicture } from './picture';
import { getEditProfileData, getProfile, listUserRefs, toggleSubscription } from './profile';

/** The /user routes that concern accounts (the leaderboard and platform ones live elsewhere). */
export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  await app.register(multipart, multipartOptions);
  const pictures = databasePictureStore(db, 'public');
  const screenshots = databasePictureStore(db, 'private');
  const signedIn = { onRequest: app.authenticate };

  serve(
    app,
    'POST /user/get-profile-data',
    async (request) => {
      const userId: unknown = request.body?.userId;
      if (userId !== undefined && userId !== null && typeof userId !== 'string') throw new HttpError(400, 'userId must be a string');
      return {
        message: 'Profile data fetched successfully',
        data: await getProfile(db, request.user!, { timeZone: config.timeZone, maxStaleMs: config.leaderboardRefreshSeconds * 1_000 }, userId ?? undefined),
      };
    },
    { ...signedIn, config: { boardRead: true } },
  );

  serve(
    app,
    'GET /user/get-edit-profile-page-data',
    async (request) => ({
      message: 'Edit profile data fetched successfully',
      data: await getEditProfileData(db, request.user!.id),
    }),
    signedIn,
  );

  serve(
    app,
    'POST /user/edit-profile',
    async (request) => {
      await editProfileField(db, request.user!.id, request.body);
      return { message: EDIT_MESSAGES.updated };
    },
    signedIn,
  );

  serve(
    app,
    'POST /user/edit-profile-picture',
    async (request) => {
      let picture = null;
      if (request.isMultipart()) {
        const { files } = await readMultipart(request, { profilePicture: 'Profile picture must be less than 5MB' });
        if (!files.profilePicture) throw new HttpError(400, 'Please choose a picture');
        picture = await acceptProfilePicture(files.profilePicture);
      } else if ((request.body as { profilePicture?: unknown } | undefined)?.profilePicture !== null) {
        throw new HttpError(400, 'Send the picture as multipart field profilePicture, or { profilePicture: null } to delete it');
      }
      const stored = await replaceProfilePicture(db, pictures, request.user!.id, picture);
      return {
        message: stored ? 'Profile picture updated successfully!' : 'Profile picture deleted successfully!',
        data: { profilePicture: toPicture(stored) },
      };
    },
    signedIn,
  );

  serve(
    app,
    'POST /user/toggle-subscribe-btn',
    async (request) => {
      const subscribed = await toggleSubscription(db, request.user!.id);
      return { message: subscribed ? 'Notifications enabled successfully!' : 'Notifications disabled successfully!', subscribed };
    },
    signedIn,
  );

  serve(
    app,
    'POST /user/report-an-issue',
    async (request) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request, { issueScreenShot: ISSUE_MESSAGES.screenshotTooLarge })
        : { fields: request.body, files: {} as Record<string, Buffer> };
      const reporter = { userId: (await app.sessionOf(request))?.id ?? null, ip: request.ip };
      const context = { db, mailer: app.mailer, screenshots, contactEmail: config.contactEmail, chapterName: config.chapterName, log: request.log };
      const referenceId = await reportIssue(context, fields, files.issueScreenShot, reporter);
      return { message: `${ISSUE_MESSAGES.reported} Your reference ID is ${referenceId}.`, referenceId };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (request) => `report-an-issue:${request.ip}` } } },
  );

  serve(
    app,
    'GET /user/get-all-users-with-id-and-name',
    async (request) => ({
      message: 'Users fetched successfully',
      data: await listUserRefs(db),
      userId: request.user!.id,
      role: request.user!.role,
    }),
    signedIn,
  );
};
