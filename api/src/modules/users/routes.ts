import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { LIMITS } from '@chapter/shared/constants';
import { HttpError } from '../../errors';
import { databasePictureStore, multipartOptions, readMultipart, toPicture } from '../../files';
import { bearerToken, readToken, signToken } from './tokens';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { answer, bool, editProfileData, list, obj, picture, profile, str, userRef, withData } from '../responses';
import { changeOwnPassword, editProfileField, EDIT_MESSAGES } from './editProfile';
import { ISSUE_MESSAGES, reportIssue } from './issueReport';
import { acceptProfilePicture, replaceProfilePicture } from './picture';
import { getEditProfileData, getProfile, listUserRefs, toggleSubscription } from './profile';

const DAY_SECONDS = 24 * 60 * 60;
const doc = (summary: string, ok: object, bearer = true) => ({
  tags: ['user'],
  summary,
  ...(bearer ? { security: [{ bearer: [] }] } : {}),
  response: { 200: ok, ...errorResponses, 413: messageResponse },
});

/** The /user routes that concern accounts (the leaderboard and platform ones live elsewhere). */
export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  await app.register(multipart, multipartOptions);
  const pictures = databasePictureStore(db, 'public');
  const screenshots = databasePictureStore(db, 'private');
  const signedIn = { onRequest: app.authenticate };

  app.post<{ Body: { userId?: unknown } | undefined }>(
    '/get-profile-data',
    { ...signedIn, config: { boardRead: true }, schema: doc("The caller's profile, or { userId }'s", withData(profile)) },
    async (request) => {
      const userId = request.body?.userId;
      if (userId !== undefined && userId !== null && typeof userId !== 'string') throw new HttpError(400, 'userId must be a string');
      return {
        message: 'Profile data fetched successfully',
        data: await getProfile(db, request.user!, { timeZone: config.timeZone, maxStaleMs: config.leaderboardRefreshSeconds * 1_000 }, userId ?? undefined),
      };
    },
  );

  app.get('/get-edit-profile-page-data', { ...signedIn, schema: doc("The caller's editable fields", withData(editProfileData)) }, async (request) => ({
    message: 'Edit profile data fetched successfully',
    data: await getEditProfileData(db, request.user!.id),
  }));

  app.post(
    '/edit-profile',
    { ...signedIn, schema: doc('Change one personal field: name, bio, phoneNumber, academicYear or linkedinUsername', answer()) },
    async (request) => {
      await editProfileField(db, request.user!.id, request.body);
      return { message: EDIT_MESSAGES.updated };
    },
  );

  app.post(
    '/change-password',
    {
      ...signedIn,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => `user-change-password:${request.ip}` } },
      schema: doc('Change the password with the current one; older sessions end, a fresh token is returned', answer({ token: str })),
    },
    async (request) => {
      // The caller's own token keeps working (a contract client never reads the new one); other sessions end.
      const claims = await readToken(config.jwtSecret, bearerToken(request.headers.authorization)!);
      const keep = claims?.sessionId ? { sessionId: claims.sessionId, tokenVersion: claims.tokenVersion } : null;
      const tokenVersion = await changeOwnPassword(db, request.user!.id, request.body, keep);
      // Keep the session's length: a remember-me session gets another week, a normal one another day.
      const current = decodeJwt(bearerToken(request.headers.authorization)!);
      const rememberMe = (current.exp ?? 0) - (current.iat ?? 0) > LIMITS.sessionDays * DAY_SECONDS;
      const token = await signToken(config.jwtSecret, { userId: request.user!.id, tokenVersion }, rememberMe);
      return { message: EDIT_MESSAGES.passwordUpdated, token };
    },
  );

  app.post(
    '/edit-profile-picture',
    {
      ...signedIn,
      schema: {
        ...doc('Upload a profile picture (multipart profilePicture) or delete it (JSON { profilePicture: null })', withData(obj({ profilePicture: picture }))),
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
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
  );

  app.post('/toggle-subscribe-btn', { ...signedIn, schema: doc('Turn e-mail notifications on or off', answer({ subscribed: bool })) }, async (request) => {
    const subscribed = await toggleSubscription(db, request.user!.id);
    return { message: subscribed ? 'Notifications enabled successfully!' : 'Notifications disabled successfully!', subscribed };
  });

  app.post(
    '/report-an-issue',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (request) => `report-an-issue:${request.ip}` } },
      schema: {
        ...doc(
          'Report an issue (multipart name, email, subject, description, optional issueScreenShot); no bearer needed',
          answer({ referenceId: str }),
          false,
        ),
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request, { issueScreenShot: ISSUE_MESSAGES.screenshotTooLarge })
        : { fields: request.body, files: {} as Record<string, Buffer> };
      const reporter = { userId: (await app.sessionOf(request))?.id ?? null, ip: request.ip };
      const context = { db, mailer: app.mailer, screenshots, contactEmail: config.contactEmail, chapterName: config.chapterName, log: request.log };
      const referenceId = await reportIssue(context, fields, files.issueScreenShot, reporter);
      return { message: `${ISSUE_MESSAGES.reported} Your reference ID is ${referenceId}.`, referenceId };
    },
  );

  app.get(
    '/get-all-users-with-id-and-name',
    { ...signedIn, schema: doc('Every member with id, name, role and picture (compare selectors)', answer({ data: list(userRef), userId: str, role: str })) },
    async (request) => ({
      message: 'Users fetched successfully',
      data: await listUserRefs(db),
      userId: request.user!.id,
      role: request.user!.role,
    }),
  );
};
