// The edit page's privacy sections, in one module so the app loads them as one chunk with that page.
export { PrivacySection } from './PrivacySection';
export { PublicProfileSection } from './PublicProfileSection';
export { YourDataSection } from './YourDataSection';
