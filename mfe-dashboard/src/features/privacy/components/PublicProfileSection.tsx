import styled from 'styled-components';
import { color, LoadFailure, Pending, radius, Switch } from '@chapter/shared';
import type { PrivacyData } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { usePrivacy, usePrivacyChoice } from '../api/privacy';
import { PublicLinkTools } from './PublicLinkTools';

/**
 * The card's own path on this origin: the page's image policy allows only its own origin, and a download link works
 * only there, while `cardUrl` names the chapter's public address (PUBLIC_URL), which may be another host than the one
 * the member browses.
 */
const sameOrigin = (url: string) => new URL(url, window.location.origin).pathname;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Label = styled.span`
  font-weight: 600;
  color: ${color('text')};
`;

const Description = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const Control = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: 1rem;
  color: ${color('text')};
`;

const Published = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${color('border')};
`;

const Preview = styled.figure`
  margin: 0;
  max-width: 360px;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    border: 1px solid ${color('border')};
    border-radius: ${radius('md')};
    background: ${color('surfaceAlt')};
  }
  figcaption {
    margin-top: 8px;
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

function PublicProfileSwitch({ privacy, name }: { privacy: PrivacyData; name: string }) {
  const { value, busy, change } = usePrivacyChoice('publicProfile', privacy.publicProfile);
  return (
    <>
      <Row>
        <div>
          <Label id="public-profile-label">Turn on my public profile</Label>
          <Description id="public-profile-description">
            It shows your name, picture, verified handles, this month&apos;s rank, achievements and activity; never your e-mail, phone number or LinkedIn.
            Anyone with the link can see it.
          </Description>
        </div>
        <Control>
          <Switch on={value} onChange={change} labelledBy="public-profile-label" describedBy="public-profile-description" busy={busy} />
          <span aria-hidden="true">{value ? 'On' : 'Off'}</span>
        </Control>
      </Row>
      {privacy.publicProfile && privacy.publicUrl && (
        <Published>
          <SubHeading>Your public profile&apos;s address</SubHeading>
          <PublicLinkTools url={privacy.publicUrl} name={name} />
          {privacy.cardUrl && (
            <Preview>
              <img src={sameOrigin(privacy.cardUrl)} alt={`Share card for ${name}`} loading="lazy" width={1200} height={630} />
              <figcaption>
                <a href={sameOrigin(privacy.cardUrl)} download>
                  Download card
                </a>
              </figcaption>
            </Preview>
          )}
        </Published>
      )}
    </>
  );
}

/** The edit page's "Public profile" section: the opt-in switch, and once on, the address, sharing and the share card. */
export function PublicProfileSection({ name }: { name: string }) {
  const query = usePrivacy();
  return (
    <Card aria-labelledby="public-profile-title">
      <CardTitle id="public-profile-title">Public profile</CardTitle>
      {query.isPending ? (
        <Pending query={query} label="Loading your public profile setting" />
      ) : query.isError ? (
        <LoadFailure message="Could not load your public profile setting" onRetry={() => void query.refetch()} />
      ) : (
        <PublicProfileSwitch privacy={query.data} name={name} />
      )}
    </Card>
  );
}
