import { profileFieldSchemas } from '@chapter/shared/schemas';
import type { EditProfileData, EditProfileField } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { InlineEditField, type FieldValue } from './InlineEditField';

export type SocialLinksSectionProps = {
  profile: EditProfileData;
  onSave: (field: EditProfileField, value: FieldValue) => Promise<boolean>;
};

/** The LinkedIn username the profile page links to. */
export function SocialLinksSection({ profile, onSave }: SocialLinksSectionProps) {
  return (
    <Card aria-labelledby="social-links">
      <CardTitle id="social-links">Social Links</CardTitle>
      <InlineEditField
        label="LinkedIn Username"
        value={profile.social.linkedin}
        schema={profileFieldSchemas.linkedinUsername}
        onSave={(value) => onSave('linkedinUsername', value)}
      />
    </Card>
  );
}
