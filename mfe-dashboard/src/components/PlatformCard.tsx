import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, handleFreshnessState, useNow } from '@chapter/shared';
import type { PlatformHandle, PlatformKey } from '@chapter/shared/types';
import { PLATFORM_INFO, platformProfileUrl, shownStats } from '../lib/platforms';
import { Head, HandleLine, Muted, Refresh, Stale, Stat, Stats, Tile, Unverified, VerifiedChip } from './PlatformCard.styles';

export type PlatformCardProps = {
  platform: PlatformKey;
  /** Absent when the server sends no entry for the platform (treated as not linked). */
  account: PlatformHandle | undefined;
  isOwnProfile: boolean;
};

/** How current a verified handle's figures are ('LeetCode: synced 12 min ago', or its last failure after them), kept true as time passes. */
function Freshness({ platform, account }: { platform: PlatformKey; account: PlatformHandle }) {
  const now = useNow(60_000);
  const freshness = handleFreshnessState(platform, account, now);
  if (!freshness) return null;
  return freshness.failed ? <Stale>{freshness.text}</Stale> : <Muted>{freshness.text}</Muted>;
}

/** One platform's activity: the handle (a link to it), verified or not, the last fetched stats and how often they refresh. */
export function PlatformCard({ platform, account, isOwnProfile }: PlatformCardProps) {
  const info = PLATFORM_INFO[platform];
  const titleId = useId();
  const handle = account?.handle ?? null;
  const stats = shownStats(platform, account?.stats);

  return (
    <Tile aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{info.label}</h3>
        <Refresh>Updated {info.refresh}</Refresh>
      </Head>
      {!handle ? (
        <Muted>
          No {info.label} username linked yet.
          {isOwnProfile && (
            <>
              {' '}
              <Link to="/profile/edit">Add it at Edit Profile</Link>
            </>
          )}
        </Muted>
      ) : (
        <>
          <HandleLine>
            <a
              href={platformProfileUrl(platform, handle)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${handle} on ${info.label} (opens in a new tab)`}
            >
              {handle}
            </a>
            {account?.verified ? (
              <VerifiedChip>
                <CheckIcon size={14} />
                Verified
              </VerifiedChip>
            ) : isOwnProfile ? (
              <Unverified>
                <Link to="/profile/edit">Verify at Edit Profile</Link>
              </Unverified>
            ) : (
              <Unverified>Not verified</Unverified>
            )}
          </HandleLine>
          {stats.length > 0 ? (
            <Stats aria-label={`${info.label} stats`}>
              {stats.map((stat) => (
                <Stat key={stat.key}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </Stat>
              ))}
            </Stats>
          ) : (
            <Muted>{account?.verified ? 'Stats appear after the next refresh.' : 'Stats appear once the username is verified.'}</Muted>
          )}
          {account?.verified && <Freshness platform={platform} account={account} />}
        </>
      )}
    </Tile>
  );
}
