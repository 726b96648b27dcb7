import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, Spinner } from '@chapter/shared';
import type { EditProfileData, EditProfileField } from '@chapter/shared/types';
import { LoadFailure } from '../../../components/LoadFailure';
import { Centered, Page } from '../../../components/Page';
import { useEditProfileData } from '../api/editProfileData';
import { saveProfileField } from '../api/editProfile';
import type { FieldValue } from './InlineEditField';
import { PasswordSection } from './PasswordSection';
import { PersonalInformationSection } from './PersonalInformationSection';
import { SocialLinksSection } from './SocialLinksSection';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;

  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2rem); color: ${color('text')}; }
  a { color: ${color('primary')}; font-weight: 600; }
`;

/** How a saved field changes the page's copy of the data (the social link lives under `social`). */
function withField(data: EditProfileData, field: EditProfileField, value: FieldValue): EditProfileData {
  switch (field) {
    case 'linkedinUsername':
      return { ...data, social: { ...data.social, linkedin: String(value) } };
    case 'academicYear':
      return { ...data, academicYear: Number(value) };
    default:
      return { ...data, [field]: String(value) };
  }
}

/** /profile/edit: Personal Information, Social Links and Password. */
export function EditProfilePage() {
  const { state, retry, update } = useEditProfileData();

  const save = async (field: EditProfileField, value: FieldValue) => {
    const saved = await saveProfileField(field, value);
    if (saved) update((data) => withField(data, field, value));
    return saved;
  };

  return (
    <Page>
      <Header>
        <h1>Edit Profile</h1>
        <Link to="/profile">View my profile</Link>
      </Header>
      {state.status === 'loading' && (
        <Centered>
          <Spinner size={32} label="Loading your profile" />
        </Centered>
      )}
      {state.status === 'error' && <LoadFailure message="Error fetching profile data! Please try later" onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <PersonalInformationSection profile={state.data} onSave={save} />
          {/* Coding Profiles (platform usernames and verification) joins here with the points engine. */}
          <SocialLinksSection profile={state.data} onSave={save} />
          <PasswordSection />
        </>
      )}
    </Page>
  );
}
