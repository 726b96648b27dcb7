import type { Kysely } from 'kysely';
import { ROLES, isRole } from '@chapter/shared/roles';
import { isEmail } from '@chapter/shared/schemas';
import { LIMITS } from '@chapter/shared/constants';
import type { Database } from '../db/schema';
import { allowEmails, createAdmin } from '../modules/admin/service';
import { writeAudit } from '../modules/audit/audit';
import { createUser, findUserByEmail, listUsersWithRole } from '../modules/users/service';

/** A mistake in how a command was called: printed without a stack trace. */
export class UsageError extends Error {}

export interface AccountArgs {
  email?: string;
  name?: string;
  password?: string;
  role?: string;
}

function checkAccount(args: AccountArgs): { email: string; name: string; password: string } {
  const { email, name, password } = args;
  if (!email || !isEmail(email)) throw new UsageError('--email must be an e-mail address');
  if (!name?.trim()) throw new UsageError('--name is required');
  if (!password || password.length < LIMITS.passwordMin) {
    throw new UsageError(`--password must be at least ${LIMITS.passwordMin} characters`);
  }
  return { email, name, password };
}

export async function createAdminCommand(db: Kysely<Database>, args: AccountArgs): Promise<string> {
  const { user, created } = await createAdmin(db, checkAccount(args));
  await writeAudit(db, {
    action: 'create-admin',
    actor: { id: null, name: 'Operator (command line)' },
    target: user,
    before: null,
    after: { role: 'ADMIN', created },
  });
  return created ? `Created admin ${user.email} (${user.id}).` : `Promoted ${user.email} to ADMIN and set the new password.`;
}

export async function createUserCommand(db: Kysely<Database>, args: AccountArgs): Promise<string> {
  const account = checkAccount(args);
  const role = args.role ?? 'MEMBER';
  if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  if (await findUserByEmail(db, account.email)) throw new UsageError(`A user with e-mail ${account.email} already exists`);
  await allowEmails(db, [account.email]);
  const user = await createUser(db, { ...account, role });
  return `Created ${role} ${user.email} (${user.id}).`;
}

export async function allowEmailsCommand(db: Kysely<Database>, list: string | undefined): Promise<string> {
  if (!list?.trim()) throw new UsageError('Give the addresses, comma separated: allow-emails a@x.edu,b@y.edu');
  const added = await allowEmails(db, list.split(','));
  return added.length === 0 ? 'No new addresses (already listed or not valid).' : `Allowed ${added.length}: ${added.join(', ')}`;
}

export async function listAdminsCommand(db: Kysely<Database>): Promise<string> {
  const admins = await listUsersWithRole(db, 'ADMIN');
  if (admins.length === 0) return 'No admins yet. Create one with: npm run cli -- create-admin --email … --name … --password …';
  return admins.map((admin) => `${admin.email}\t${admin.name}\t${admin.id}`).join('\n');
}
