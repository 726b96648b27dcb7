import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, color, DISPLAY, media, radius, shadow } from '@chapter/shared';
import type { PublicOverview } from '@chapter/shared/types';
import { SAMPLE_PODIUM, SAMPLE_PODIUM_MONTH, type PodiumPlace } from '../data/samplePodium';

const Card = styled.figure`
  margin: 0;
  padding: 20px;
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('lg')};

  figcaption {
    margin-bottom: 16px;
    text-align: center;
  }
  figcaption strong {
    display: block;
    font-size: 1.1rem;
  }
  figcaption span {
    color: ${color('muted')};
    font-size: 0.9rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  align-items: end;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const STEP_HEIGHTS = ['120px', '90px', '70px'];
const STEP_COLOURS = [color('medalGold'), color('medalSilver'), color('medalBronze')] as const;

const Step = styled.li<{ $place: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  order: ${({ $place }) => [2, 1, 3][$place]};
  min-width: 0;
  text-align: center;

  .name {
    max-width: 100%;
    overflow: hidden;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .name a {
    color: inherit;
  }
  .points {
    color: ${color('muted')};
    font-size: 0.85rem;
  }
  .block {
    display: flex;
    align-items: flex-start;
    justify-content: center;
    width: 100%;
    height: ${({ $place }) => STEP_HEIGHTS[$place]};
    padding-top: 8px;
    border-radius: ${radius('md')} ${radius('md')} 0 0;
    background: ${(props) => STEP_COLOURS[props.$place](props)};
    color: ${color('onMedal')};
    font-weight: 800;
    letter-spacing: 0.05em;
  }
  ${media.mobile} {
    .block {
      height: calc(${({ $place }) => STEP_HEIGHTS[$place]} * 0.7);
    }
  }
`;

const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(year, number - 1, 1).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });
};

/** Live top 3 when members have points this month; the sample April 2025 podium otherwise. */
export function podiumOf(overview: PublicOverview | null): { live: boolean; month: string; places: readonly PodiumPlace[] } {
  if (!overview || overview.topPerformers.length === 0) return { live: false, month: SAMPLE_PODIUM_MONTH, places: SAMPLE_PODIUM };
  const places = [...overview.topPerformers]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 3)
    .map((user) => ({ id: user._id, name: user.name, points: user.points, pictureUrl: user.profilePicture?.url ?? null, profileLink: `/profile/${user._id}` }));
  return { live: true, month: monthLabel(overview.month), places };
}

export function Podium({ overview }: { overview: PublicOverview | null }) {
  const { live, month, places } = podiumOf(overview);
  return (
    <Card aria-labelledby="podium-title" data-podium={live ? 'live' : 'sample'}>
      <figcaption>
        <strong id="podium-title">Top Performers</strong>
        <span>{live ? month : `Sample podium · ${month}`}</span>
      </figcaption>
      <Steps>
        {places.map((place, index) => (
          <Step key={place.id} $place={index} aria-label={`${DISPLAY.podium[index]}: ${place.name}, ${place.points} points`}>
            <Avatar src={place.pictureUrl} name={place.name} size={index === 0 ? 64 : 52} />
            <span className="name">{place.profileLink ? <Link to={place.profileLink}>{place.name}</Link> : place.name}</span>
            <span className="points">{place.points} pts</span>
            <span className="block" aria-hidden="true">
              {DISPLAY.podium[index]}
            </span>
          </Step>
        ))}
      </Steps>
    </Card>
  );
}
