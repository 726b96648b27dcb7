import { call, notify, serverMessage } from '@chapter/shared';
import type { PlatformKey } from '@chapter/shared/types';

export const GENERATE_FAILED = 'Failed to generate verification code! Please try later.';
export const VERIFY_FAILED = 'Failed to verify! Please try later.';

/** A fresh single-use code for the member's handle on `platform`. */
export function generateVerificationCode(platform: PlatformKey) {
  return call('POST /user/generate-verification-code', { body: { platform } });
}

/** The server looks for the code on the platform profile (up to ~15 s, 30 s for Codeforces). */
export function verifyPlatform(platform: PlatformKey) {
  return call('POST /user/verify-platform', { body: { platform } });
}

export type VerificationCode = { code: string; expiresInSeconds: number };

/** Asks for a code; a refusal is toasted with the server's reason and resolves null. */
export async function requestVerificationCode(platform: PlatformKey): Promise<VerificationCode | null> {
  const result = await generateVerificationCode(platform);
  const data = result.data?.data;
  if (!result.ok || !data?.verificationCode) {
    notify.error(serverMessage(result, GENERATE_FAILED));
    return null;
  }
  return { code: data.verificationCode, expiresInSeconds: data.expiresInSeconds };
}

/** Asks the server to verify; toasts the outcome and resolves true when the handle is now verified. */
export async function submitVerification(platform: PlatformKey): Promise<boolean> {
  const result = await verifyPlatform(platform);
  if (!result.ok) {
    notify.error(serverMessage(result, VERIFY_FAILED));
    return false;
  }
  notify.success(serverMessage(result, 'Profile verified successfully'));
  return true;
}
