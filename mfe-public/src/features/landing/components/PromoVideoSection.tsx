import { useState } from 'react';
import styled from 'styled-components';
import { color, radius, shadow, toYouTubeEmbed, useChapterConfig } from '@chapter/shared';
import { PageSection } from '../../../components/PageSection';

const Frame = styled.div`
  position: relative;
  max-width: 880px;
  margin: 0 auto;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius('lg')};
  background: linear-gradient(135deg, #0f2e22, ${color('primary')});
  box-shadow: ${shadow('lg')};

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Thumbnail = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 1.1rem;
  font-weight: 600;
  cursor: pointer;

  .play {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 76px;
    height: 76px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.95);
    transition: transform 0.2s;
  }
  .play::before {
    content: '';
    margin-left: 6px;
    border-style: solid;
    border-width: 14px 0 14px 24px;
    border-color: transparent transparent transparent ${color('primary')};
  }
  &:hover .play,
  &:focus-visible .play {
    transform: scale(1.08);
  }
`;

const Unpublished = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  margin: 0;
  padding: 16px;
  color: #fff;
  text-align: center;
`;

/** A thumbnail first; the video (and YouTube's scripts) load only when the visitor asks for it. */
export function PromoVideoSection({ id }: { id: string }) {
  const { config, status } = useChapterConfig();
  const [playing, setPlaying] = useState(false);
  const embed = config.promoVideoUrl ? toYouTubeEmbed(config.promoVideoUrl) : '';

  return (
    <PageSection
      id={id}
      title={`See ${config.chapterName} in action`}
      lead="Contests, workshops and late-night debugging sessions: a short look at the chapter."
    >
      <Frame>
        {playing && embed ? (
          <iframe
            src={`${embed}?autoplay=1&rel=0`}
            title={`${config.chapterName} promo video`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : embed ? (
          <Thumbnail type="button" onClick={() => setPlaying(true)}>
            <span className="play" aria-hidden="true" />
            Play the video
          </Thumbnail>
        ) : (
          <Unpublished>{status === 'loading' ? 'Loading…' : 'The chapter has not published a video yet.'}</Unpublished>
        )}
      </Frame>
    </PageSection>
  );
}
