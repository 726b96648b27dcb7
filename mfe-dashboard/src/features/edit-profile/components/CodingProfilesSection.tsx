import styled from 'styled-components';
import { color } from '@chapter/shared';
import type { EditProfileData, PlatformKey, PlatformUsernameField } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { PLATFORM_INFO, PLATFORM_ORDER } from '../../../lib/platforms';
import { CodingProfileRow } from './CodingProfileRow';
import type { FieldValue } from './InlineEditField';

const Intro = styled.p`
  margin: 0 0 8px;
  color: ${color('muted')};
`;

export type CodingProfilesSectionProps = {
  profile: EditProfileData;
  onSave: (field: PlatformUsernameField, value: FieldValue) => Promise<boolean>;
  onVerified: (platform: PlatformKey) => void;
};

/** The four platform usernames; a handle earns points only once verified, and a changed one must be verified again. */
export function CodingProfilesSection({ profile, onSave, onVerified }: CodingProfilesSectionProps) {
  return (
    <Card aria-labelledby="coding-profiles">
      <CardTitle id="coding-profiles">Coding Profiles</CardTitle>
      <Intro>Only verified usernames earn points. Changing a username means verifying it again.</Intro>
      {PLATFORM_ORDER.map((platform) => (
        <CodingProfileRow
          key={platform}
          platform={platform}
          handle={profile.coding[platform]}
          verified={profile.verifiedProfile[platform]}
          account={profile.platforms?.[platform]}
          onSave={(value) => onSave(PLATFORM_INFO[platform].field, value)}
          onVerified={() => onVerified(platform)}
        />
      ))}
    </Card>
  );
}
