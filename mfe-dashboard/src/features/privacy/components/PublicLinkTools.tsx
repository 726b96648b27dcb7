import styled from 'styled-components';
import { Button, color, notify } from '@chapter/shared';
import { copyText } from '../lib/clipboard';
import { Actions } from './privacy.styles';

const Address = styled.a`
  color: ${color('primary')};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export type PublicLinkToolsProps = {
  url: string;
  /** Whose profile it is, for the share sheet's title. */
  name: string;
};

/**
 * The public profile's address with Copy link and Share. The address is a plain link: /u/<slug> is a page the server
 * draws, not a route of the app, so it loads in full.
 */
export function PublicLinkTools({ url, name }: PublicLinkToolsProps) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    if (await copyText(url)) notify.success('Link copied.');
    else notify.error('Could not copy: select the address and copy it by hand');
  };
  const share = async () => {
    try {
      await navigator.share({ title: `${name} – public profile`, url });
    } catch {
      // Closing the share sheet is not a failure worth telling.
    }
  };
  return (
    <Actions>
      <Address href={url}>{url}</Address>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        Copy link
      </Button>
      {canShare && (
        <Button variant="secondary" size="small" onClick={() => void share()}>
          Share
        </Button>
      )}
    </Actions>
  );
}
