import { checkedSession, sessionHint } from './tokenHint';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
const NOW = Date.UTC(2026, 10, 28, 12);
const inAnHour = NOW / 1000 + 3600;

describe('sessionHint', () => {
  it('reads the person and role a token names', () => {
    expect(sessionHint(tokenWith({ sub: 'u-1', role: 'ADMIN', exp: inAnHour }), NOW)).toEqual({ userId: 'u-1', role: 'ADMIN' });
  });

  it('counts a token without a role (or an unknown one) as a USER', () => {
    expect(sessionHint(tokenWith({ sub: 'u-1', exp: inAnHour }), NOW)).toEqual({ userId: 'u-1', role: 'USER' });
    expect(sessionHint(tokenWith({ sub: 'u-1', role: 'KING', exp: inAnHour }), NOW)).toEqual({ userId: 'u-1', role: 'USER' });
  });

  it('reads names written in any script', () => {
    expect(sessionHint(tokenWith({ sub: 'ü-é-漢', exp: inAnHour }), NOW)?.userId).toBe('ü-é-漢');
  });

  it('gives nothing for an expired token, one without expiry or subject, or one that is not a token', () => {
    expect(sessionHint(tokenWith({ sub: 'u-1', exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(sessionHint(tokenWith({ sub: 'u-1' }), NOW)).toBeNull();
    expect(sessionHint(tokenWith({ exp: inAnHour }), NOW)).toBeNull();
    expect(sessionHint('not-a-token', NOW)).toBeNull();
    expect(sessionHint('a.%%%.b', NOW)).toBeNull();
  });
});

describe('checkedSession', () => {
  const token = tokenWith({ sub: 'u-1', role: 'USER', exp: inAnHour });

  it("takes the role the server's check answered over the token's (a promotion since sign-in)", () => {
    expect(checkedSession(token, 'COREMEMBER', NOW)).toEqual({ status: 'authenticated', token, userId: 'u-1', role: 'COREMEMBER' });
  });

  it("keeps the token's role when the page names none or an unknown one, and gives nothing for a token naming nobody", () => {
    expect(checkedSession(token, undefined, NOW)?.role).toBe('USER');
    expect(checkedSession(token, 'KING', NOW)?.role).toBe('USER');
    expect(checkedSession('not-a-token', 'ADMIN', NOW)).toBeNull();
  });
});
