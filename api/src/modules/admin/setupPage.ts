import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { theme } from '@chapter/shared/theme';
import type { RouteDeps } from '../deps';
import { HttpError } from '../../errors';
import { escapeMarkup as escape } from '../../markup/escape';
import { checkSetupToken, completeSetup, setupFormError, type SetupForm } from './setup';

// The app theme's colours and font, as far as a page without JavaScript can have them.
const { colors } = theme;
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${theme.fonts.body};color:${colors.text};background:${colors.surfaceAlt};line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:24px;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;box-shadow:${theme.shadows.md}}
@media (max-width:639.98px){main{margin:0;border-radius:0;border-left:0;border-right:0;padding:16px}}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 16px;color:${colors.text}}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid ${colors.controlBorder};border-radius:8px;background:${colors.surface};color:${colors.text}}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
button{margin-top:24px;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:8px;background:${colors.primary};color:${colors.onPrimary};cursor:pointer}
button:hover{background:${colors.primaryHover}}
.error{padding:12px;border-radius:8px;background:${colors.dangerSoft};color:${colors.danger};margin-bottom:16px}
.hint{font-size:.875rem;color:${colors.muted};margin:4px 0 0}
a{color:${colors.primary}}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function formPage(chapterName: string, token: string, values: Partial<SetupForm>, error: string | null): string {
  const field = (id: keyof SetupForm, label: string, type: string, autocomplete: string, hint = '') => `
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required${type === 'password' ? ' minlength="6"' : ''}${
    type !== 'password' && values[id] ? ` value="${escape(values[id] ?? '')}"` : ''
  }${hint ? ` aria-describedby="${id}-hint"` : ''}>${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}`;
  return page(
    `Create the first admin · ${chapterName}`,
    `<h1>Create the first admin</h1>
<p>${escape(chapterName)} has no admin yet. The account you create here can promote members and run the admin area. This link works once.</p>
${error ? `<div class="error" role="alert" id="form-error">${escape(error)}</div>` : ''}
<form method="post" action="/setup"${error ? ' aria-describedby="form-error"' : ''}>
<input type="hidden" name="token" value="${escape(token)}">
${field('name', 'Name', 'text', 'name')}
${field('email', 'Email', 'email', 'email')}
${field('password', 'Password', 'password', 'new-password', 'At least 6 characters.')}
${field('confirmPassword', 'Confirm password', 'password', 'new-password')}
<button type="submit">Create admin</button>
</form>`,
  );
}

const messagePage = (chapterName: string, message: string) =>
  page(`Setup · ${chapterName}`, `<h1>First-run setup</h1><p role="alert">${escape(message)}</p><p><a href="/auth/login">Go to sign in</a></p>`);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first-run page: GET /setup?token= shows the form, POST /setup creates the first admin (plain HTML, no JavaScript). */
export const setupPageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // The page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(body);
  const refused = (reply: FastifyReply, error: unknown) => {
    if (error instanceof HttpError) return html(reply, error.statusCode, messagePage(config.chapterName, error.message));
    throw error;
  };

  app.get<{ Querystring: { token?: string } }>('/setup', { schema: { hide: true } }, async (request, reply) => {
    const token = text(request.query.token);
    try {
      await checkSetupToken(db, token);
    } catch (error) {
      return refused(reply, error);
    }
    return html(reply, 200, formPage(config.chapterName, token, {}, null));
  });

  app.post<{ Body: Record<string, unknown> | undefined }>('/setup', { schema: { hide: true } }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const token = text(body.token);
    const form: SetupForm = { name: text(body.name), email: text(body.email), password: text(body.password), confirmPassword: text(body.confirmPassword) };
    try {
      await checkSetupToken(db, token);
      const error = setupFormError(form);
      if (error) return html(reply, 400, formPage(config.chapterName, token, form, error));
      const user = await completeSetup(db, token, form);
      request.log.info({ userId: user.id }, 'first admin created through the setup page');
    } catch (error) {
      return refused(reply, error);
    }
    return reply.code(303).header('location', '/auth/login').send();
  });
};
