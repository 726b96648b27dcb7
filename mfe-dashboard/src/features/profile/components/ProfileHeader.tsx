import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, color, media, radius } from '@chapter/shared';
import type { ProfileData } from '@chapter/shared/types';
import { Card } from '../../../components/Page';
import { academicYearLabel, linkedinUrl, roleLabel } from '../../../lib/format';

const Layout = styled(Card)`
  display: flex;
  gap: 24px;
  align-items: flex-start;

  ${media.mobile} {
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: 16px;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2rem);
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    justify-content: center;
  }
`;

const Fact = styled.li`
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${color('primarySoft')};
  color: ${color('primary')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Bio = styled.p`
  margin: 0;
  color: ${color('muted')};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;

  ${media.mobile} {
    justify-content: center;
  }

  a {
    color: ${color('primary')};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export type ProfileHeaderProps = {
  profile: ProfileData;
  /** More links on the member's own profile (the public profile's). */
  ownLinks?: ReactNode;
};

/** Who the member is: picture, name, role, year, bio and how to reach them. */
export function ProfileHeader({ profile, ownLinks }: ProfileHeaderProps) {
  return (
    <Layout aria-labelledby="profile-name">
      <Avatar src={profile.profilePicture?.url} name={profile.name} size={112} />
      <Details>
        <Name id="profile-name">{profile.name}</Name>
        <Facts aria-label="Role and year">
          <Fact>{roleLabel(profile.role)}</Fact>
          {profile.academicYear ? <Fact>{academicYearLabel(profile.academicYear)}</Fact> : null}
        </Facts>
        {profile.bio && <Bio>{profile.bio}</Bio>}
        <Links>
          {/* The API withholds the e-mail from those who may not see it (docs/rules.md §1); then there is nothing to link. */}
          {profile.email && <a href={`mailto:${profile.email}`}>{profile.email}</a>}
          {profile.linkedinUsername && (
            <a href={linkedinUrl(profile.linkedinUsername)} target="_blank" rel="noopener noreferrer">
              LinkedIn
            </a>
          )}
          {profile.isOwnProfile && <Link to="/profile/edit">Edit Profile</Link>}
          {profile.isOwnProfile && ownLinks}
        </Links>
      </Details>
    </Layout>
  );
}
