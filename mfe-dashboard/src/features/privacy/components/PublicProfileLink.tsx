import { usePrivacy } from '../api/privacy';

/**
 * The own profile's "Public profile" link, shown only while the member's public profile is on. A plain link: /u/<slug>
 * is a page the server draws, not a route of the app. Nothing shows while the choice loads or when it cannot be read.
 */
export function PublicProfileLink() {
  const { data } = usePrivacy();
  if (!data?.publicProfile || !data.publicUrl) return null;
  return <a href={data.publicUrl}>Public profile</a>;
}
