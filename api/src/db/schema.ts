import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@chapter/shared/roles';

/** A stored picture: where it lives and its blur placeholder. */
export interface StoredPicture {
  url: string;
  blurhash?: string;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always stored lowercased (a check constraint enforces it). */
  email: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  academic_year: number | null;
  bio: string | null;
  phone_number: string | null;
  registration_number: string | null;
  linkedin_username: string | null;
  profile_picture: ColumnType<StoredPicture | null, string | null | undefined, string | null>;
  subscribed: Generated<boolean>;
  protected: Generated<boolean>;
  blocked: Generated<boolean>;
  token_version: Generated<number>;
  created_at: ColumnType<Date, never, never>;
}

export interface AllowedEmailsTable {
  id: Generated<string>;
  email: string;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  users: UsersTable;
  allowed_emails: AllowedEmailsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
