import { useId } from 'react';
import styled from 'styled-components';
import { color, DISPLAY, media, radius, Spinner, useLoadErrorToast, VisuallyHidden } from '@chapter/shared';
import type { ProblemOfTheDay } from '@chapter/shared/types';
import { useProblemsOfTheDay } from '../api/problemsOfTheDay';
import { Card, CardTitle } from './Page';

const Problems = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Problem = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surfaceAlt')};

  h3 {
    margin: 0;
    font-size: 0.875rem;
    color: ${color('muted')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
  }
`;

const Name = styled.p`
  font-weight: 700;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const DIFFICULTY_COLOUR = { easy: 'success', medium: 'warning', hard: 'danger' } as const;

const Difficulty = styled.span<{ $tone: 'success' | 'warning' | 'danger' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${radius('pill')};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color('text')};
  background: ${(props) => color(`${props.$tone}Soft`)(props)};
`;

const Topics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 8px;
    border-radius: ${radius('pill')};
    background: ${color('primarySoft')};
    font-size: 0.8125rem;
    color: ${color('text')};
  }
`;

const Solve = styled.a`
  align-self: flex-start;
  font-weight: 600;
  color: ${color('primary')};
`;

/** The first three topics, then '+N' for the rest. */
export function shownTopics(topics: string[]): string[] {
  const shown = topics.slice(0, DISPLAY.problemTags);
  return topics.length > shown.length ? [...shown, `+${topics.length - shown.length}`] : shown;
}

/** `problem` undefined while it loads: the tile keeps its frame then, so the card does not grow under the reader. */
function ProblemTile({ platform, problem }: { platform: string; problem: ProblemOfTheDay | null | undefined }) {
  const titleId = useId();
  const tone = DIFFICULTY_COLOUR[(problem?.difficulty ?? '').toLowerCase() as keyof typeof DIFFICULTY_COLOUR] ?? 'warning';
  return (
    <Problem aria-labelledby={titleId}>
      <h3 id={titleId}>{platform}</h3>
      {problem === undefined ? (
        <Facts>
          <Spinner size={16} decorative /> Loading…
        </Facts>
      ) : !problem ? (
        <Facts>Today&apos;s problem is not available yet.</Facts>
      ) : (
        <>
          <Name>{problem.problemName}</Name>
          <Facts>
            <Difficulty $tone={tone}>{problem.difficulty}</Difficulty>
            {problem.accuracy !== null && problem.accuracy !== undefined && <> · Accuracy {String(problem.accuracy).replace(/%$/, '')}%</>}
          </Facts>
          {problem.topics?.length > 0 && (
            <Topics aria-label="Topics">
              {shownTopics(problem.topics).map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </Topics>
          )}
          <Solve
            href={problem.problemLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Solve Problem: ${problem.problemName} on ${platform} (opens in a new tab)`}
          >
            Solve Problem
          </Solve>
        </>
      )}
    </Problem>
  );
}

/** Today's problems on LeetCode and GeeksForGeeks: name, difficulty, accuracy, topics and a link. */
export function ProblemOfTheDayCard() {
  const query = useProblemsOfTheDay();
  useLoadErrorToast(query.error, 'Failed to fetch POTD');
  return (
    <Card aria-labelledby="potd-title">
      <CardTitle id="potd-title">Problem of the Day</CardTitle>
      {query.isError ? (
        <Facts role="alert">Failed to fetch POTD</Facts>
      ) : (
        <Problems aria-busy={query.isPending || undefined}>
          {query.isPending && <VisuallyHidden role="status">Loading the problems of the day</VisuallyHidden>}
          <ProblemTile platform="LeetCode" problem={query.isPending ? undefined : (query.data.leetcode ?? null)} />
          <ProblemTile platform="GeeksForGeeks" problem={query.isPending ? undefined : (query.data.geeksforgeeks ?? null)} />
        </Problems>
      )}
    </Card>
  );
}
