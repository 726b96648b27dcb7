import { demote, hasRole, promote, roleRank } from './roles';

describe('role ladder', () => {
  it('orders USER below ADMIN', () => {
    expect(roleRank('USER')).toBe(0);
    expect(roleRank('ADMIN')).toBe(5);
  });

  it('lets a higher role satisfy a lower requirement and not the reverse', () => {
    expect(hasRole('PRESIDENT', 'COREMEMBER')).toBe(true);
    expect(hasRole('COREMEMBER', 'COREMEMBER')).toBe(true);
    expect(hasRole('MEMBER', 'COREMEMBER')).toBe(false);
  });

  it('treats a missing role as USER', () => {
    expect(hasRole(null, 'USER')).toBe(true);
    expect(hasRole(undefined, 'MEMBER')).toBe(false);
  });

  it('moves one step on promote and demote, stopping at the ends', () => {
    expect(promote('MEMBER')).toBe('COREMEMBER');
    expect(promote('ADMIN')).toBe('ADMIN');
    expect(demote('MEMBER')).toBe('USER');
    expect(demote('USER')).toBe('USER');
  });
});
