import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailure, Spinner, color } from '@chapter/shared';
import type { EditProfileData, PlatformKey, PlatformUsernameField } from '@chapter/shared/types';
import { Centered, Page } from '../../../components/Page';
import { useEditProfileData } from '../api/editProfileData';
import { saveProfileField, type SavableField } from '../api/editProfile';
import { CodingProfilesSection } from './CodingProfilesSection';
import type { FieldValue } from './InlineEditField';
import { MailSwitchesSection } from './MailSwitchesSection';
import { PasswordSection } from './PasswordSection';
import { PersonalInformationSection } from './PersonalInformationSection';
import { SocialLinksSection } from './SocialLinksSection';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;

  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
    color: ${color('text')};
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

const HANDLE_FIELDS: Record<PlatformUsernameField, PlatformKey> = {
  leetcodeUsername: 'leetcode',
  codechefUsername: 'codechef',
  codeforcesUsername: 'codeforces',
  geeksforgeeksUsername: 'geeksforgeeks',
};

/** How a saved field changes the page's copy of the data (the social link lives under `social`, handles under `coding`). */
function withField(data: EditProfileData, field: SavableField, value: FieldValue): EditProfileData {
  if (field in HANDLE_FIELDS) {
    const platform = HANDLE_FIELDS[field as PlatformUsernameField];
    // The server treats a changed handle as unverified (docs/rules.md §2).
    const handle = String(value) || null;
    return { ...data, coding: { ...data.coding, [platform]: handle }, verifiedProfile: { ...data.verifiedProfile, [platform]: false } };
  }
  switch (field) {
    case 'linkedinUsername':
      return { ...data, social: { ...data.social, linkedin: String(value) } };
    case 'academicYear':
      return { ...data, academicYear: Number(value) };
    default:
      return { ...data, [field]: String(value) };
  }
}

export type EditProfilePageProps = {
  /** Sections of other features after Social Links, given the profile (privacy and the public profile). */
  privacy?: (profile: EditProfileData) => ReactNode;
  /** Sections of other features at the end (reminders, the member's data). */
  settings?: ReactNode;
};

/** /profile/edit: Personal Information, Coding Profiles, Social Links, `privacy`, Password, E-mail and `settings`. */
export function EditProfilePage({ privacy, settings }: EditProfilePageProps) {
  const { query, update } = useEditProfileData();

  const save = async (field: SavableField, value: FieldValue) => {
    const saved = await saveProfileField(field, value);
    if (saved) update((data) => withField(data, field, value));
    return saved;
  };
  const markVerified = (platform: PlatformKey) => update((data) => ({ ...data, verifiedProfile: { ...data.verifiedProfile, [platform]: true } }));

  return (
    <Page>
      <Header>
        <h1>Edit Profile</h1>
        <Link to="/profile">View my profile</Link>
      </Header>
      {query.isPending && (
        <Centered>
          <Spinner size={32} label="Loading your profile" />
        </Centered>
      )}
      {query.isError && <LoadFailure message="Error fetching profile data! Please try later" onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <PersonalInformationSection profile={query.data} onSave={save} />
          <CodingProfilesSection profile={query.data} onSave={save} onVerified={markVerified} />
          <SocialLinksSection profile={query.data} onSave={save} />
          {privacy?.(query.data)}
          <PasswordSection />
          <MailSwitchesSection />
          {settings}
        </>
      )}
    </Page>
  );
}
