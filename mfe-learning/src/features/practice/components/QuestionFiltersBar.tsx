import { useId } from 'react';
import styled from 'styled-components';
import { DIFFICULTIES, Select, color } from '@chapter/shared';
import type { ProblemPlatform } from '@chapter/shared/types';
import type { QuestionFilters } from '../api/questions';
import { difficultyLabel } from './DifficultyBadge';
import { CheckLabel } from '../../../components/CheckLabel';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Check = styled(CheckLabel)`
  align-self: flex-end;
`;

const Filter = styled.div`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  gap: 4px;
  max-width: 220px;

  label {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${color('text')};
  }
`;

export type QuestionFiltersBarProps = {
  filters: QuestionFilters;
  platforms: readonly ProblemPlatform[];
  onChange: (filters: QuestionFilters) => void;
  /** Offers "Show unsolved only" (when the API sends marks). */
  showProgress?: boolean;
};

/** Difficulty (all, easy, medium, hard), platform (all plus the set's own platforms) and, with marks, unsolved only. */
export function QuestionFiltersBar({ filters, platforms, onChange, showProgress = false }: QuestionFiltersBarProps) {
  const difficultyId = useId();
  const platformId = useId();
  // A chosen platform stays listed even if its last problem has just gone.
  const platformChoices = filters.platform === 'all' || platforms.includes(filters.platform) ? platforms : [...platforms, filters.platform];
  return (
    <Bar>
      <Filter>
        <label htmlFor={difficultyId}>Difficulty</label>
        <Select
          id={difficultyId}
          value={filters.difficulty}
          onChange={(event) => onChange({ ...filters, difficulty: event.target.value as QuestionFilters['difficulty'] })}
        >
          <option value="all">All</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficultyLabel(difficulty)}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter>
        <label htmlFor={platformId}>Platform</label>
        <Select
          id={platformId}
          value={filters.platform}
          onChange={(event) => onChange({ ...filters, platform: event.target.value as QuestionFilters['platform'] })}
        >
          <option value="all">All</option>
          {platformChoices.map((platform) => (
            <option key={platform} value={platform}>
              {platform}
            </option>
          ))}
        </Select>
      </Filter>
      {showProgress && (
        <Check>
          <input
            type="checkbox"
            checked={filters.progress === 'unsolved'}
            onChange={(event) => onChange({ ...filters, progress: event.target.checked ? 'unsolved' : 'all' })}
          />
          Show unsolved only
        </Check>
      )}
    </Bar>
  );
}
