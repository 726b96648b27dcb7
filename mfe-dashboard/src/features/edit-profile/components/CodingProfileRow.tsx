import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, CheckIcon, color, handleFreshnessState, radius, useNow } from '@chapter/shared';
import { profileFieldSchemas } from '@chapter/shared/schemas';
import type { PlatformHandle, PlatformKey } from '@chapter/shared/types';
import { PLATFORM_INFO } from '../../../lib/platforms';
import { InlineEditField, type FieldValue } from './InlineEditField';
import { VerificationDialog } from './VerificationDialog';

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  white-space: normal;
`;

const Chip = styled.span<{ $verified: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${({ $verified }) => ($verified ? color('successSoft') : color('warningSoft'))};
  color: ${({ $verified }) => ($verified ? color('success') : color('warning'))};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Freshness = styled.span<{ $failed: boolean }>`
  font-size: 0.8125rem;
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
  color: ${({ $failed }) => ($failed ? color('warning') : color('muted'))};
`;

export type CodingProfileRowProps = {
  platform: PlatformKey;
  handle: string | null;
  verified: boolean;
  /** The handle as on the profile: how fresh its figures are. */
  account?: PlatformHandle;
  onSave: (value: FieldValue) => Promise<boolean>;
  onVerified: () => void;
};

/** One platform: its username (edited inline), whether it is verified, and the way to verify it. */
export function CodingProfileRow({ platform, handle, verified, account, onSave, onVerified }: CodingProfileRowProps) {
  const info = PLATFORM_INFO[platform];
  const now = useNow(60_000);
  // Only a verified handle is fetched: 'LeetCode: synced 12 min ago', or its last failure after its figures.
  const freshness = verified && account?.verified ? handleFreshnessState(platform, account, now) : null;
  const [verifying, setVerifying] = useState(false);
  const verifiedRef = useRef<HTMLSpanElement>(null);
  const wasVerified = useRef(verified);

  // The Verify button that had focus is gone once the handle is verified; keep keyboard users on this row.
  useEffect(() => {
    if (verified && !wasVerified.current && document.activeElement === document.body) verifiedRef.current?.focus();
    wasVerified.current = verified;
  }, [verified]);

  const status = handle ? (
    <Status>
      {verified ? (
        <>
          <Chip ref={verifiedRef} tabIndex={-1} $verified>
            <CheckIcon size={14} /> Verified
          </Chip>
          {freshness && <Freshness $failed={freshness.failed}>{freshness.text}</Freshness>}
        </>
      ) : (
        <>
          <Chip $verified={false}>Not verified</Chip>
          <Button size="small" onClick={() => setVerifying(true)} aria-haspopup="dialog" aria-label={`Verify ${info.label}`}>
            Verify
          </Button>
        </>
      )}
    </Status>
  ) : null;

  return (
    <>
      <InlineEditField
        label={`${info.label} Username`}
        value={handle}
        schema={profileFieldSchemas[info.field]}
        autoComplete="off"
        placeholder={`Your ${info.label} username`}
        status={status}
        onSave={onSave}
      />
      {handle && <VerificationDialog platform={platform} handle={handle} open={verifying} onClose={() => setVerifying(false)} onVerified={onVerified} />}
    </>
  );
}
