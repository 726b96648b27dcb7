import styled from 'styled-components';
import { GatedButton, color, radius, shadow } from '@chapter/shared';
import type { Video } from '@chapter/shared/types';
import { CORE_ONLY } from '../../../lib/coreMember';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  height: 100%;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000;

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${color('muted')};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;

  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

/** https://www.youtube.com/embed/ID → https://www.youtube.com/watch?v=ID (the page to open outside the app). */
export const watchUrlOf = (embedLink: string): string => embedLink.replace(/\/embed\/([^/?#]+).*$/, '/watch?v=$1');

export type VideoCardProps = { video: Video; canDelete: boolean; onDelete: (video: Video) => void };

export function VideoCard({ video, canDelete, onDelete }: VideoCardProps) {
  return (
    <Card>
      <Frame>
        <iframe
          src={video.videoLink}
          title={video.videoTitle}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
      <Body>
        <Title>{video.videoTitle}</Title>
        <Description>{video.videoDescription}</Description>
        <Actions>
          <a href={watchUrlOf(video.videoLink)} target="_blank" rel="noopener noreferrer">
            Watch on YouTube
          </a>
          <GatedButton
            allowed={canDelete}
            deniedReason={CORE_ONLY.delete}
            variant="danger"
            size="small"
            aria-label={`Delete ${video.videoTitle}`}
            onClick={() => onDelete(video)}
          >
            Delete
          </GatedButton>
        </Actions>
      </Body>
    </Card>
  );
}
