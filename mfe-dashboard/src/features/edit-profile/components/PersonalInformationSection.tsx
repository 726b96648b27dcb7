import { LIMITS } from '@chapter/shared';
import { profileFieldSchemas } from '@chapter/shared/schemas';
import type { EditProfileData, EditProfileField } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { academicYearLabel } from '../../../lib/format';
import { InlineEditField, type FieldValue } from './InlineEditField';
import { ProfilePictureEditor } from './ProfilePictureEditor';

const ACADEMIC_YEAR_OPTIONS = LIMITS.academicYears.map((year) => ({ value: String(year), label: academicYearLabel(year) }));

export type PersonalInformationSectionProps = {
  profile: EditProfileData;
  onSave: (field: EditProfileField, value: FieldValue) => Promise<boolean>;
};

/** Picture, name, bio, phone number and academic year, each edited on its own. */
export function PersonalInformationSection({ profile, onSave }: PersonalInformationSectionProps) {
  return (
    <Card aria-labelledby="personal-information">
      <CardTitle id="personal-information">Personal Information</CardTitle>
      <ProfilePictureEditor name={profile.name} initial={profile.profilePic} />
      <InlineEditField label="Name" value={profile.name} schema={profileFieldSchemas.name} autoComplete="name" onSave={(value) => onSave('name', value)} />
      <InlineEditField
        label="Bio"
        value={profile.bio}
        schema={profileFieldSchemas.bio}
        multiline
        counter={LIMITS.bioMax}
        onSave={(value) => onSave('bio', value)}
      />
      <InlineEditField
        label="Phone Number"
        value={profile.phoneNumber}
        schema={profileFieldSchemas.phoneNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        onSave={(value) => onSave('phoneNumber', value)}
      />
      <InlineEditField
        label="Academic Year"
        value={profile.academicYear}
        schema={profileFieldSchemas.academicYear}
        options={ACADEMIC_YEAR_OPTIONS}
        format={(year) => academicYearLabel(Number(year))}
        onSave={(value) => onSave('academicYear', value)}
      />
    </Card>
  );
}
