import styled from 'styled-components';
import { Button, color, dateFormat, LoadFailure, media, Pending, PLATFORM_NAMES, useLoadErrorToast } from '@chapter/shared';
import type { PlatformHealthDetail, PlatformHealthState } from '@chapter/shared/types';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { Card, Muted, SectionHeading, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { usePlatformHealth, useProbePlatform } from '../api/platformHealth';
import { ServerDependencies } from './ServerDependencies';

export const PLATFORM_HEALTH_LOAD_FAILED = 'Error fetching platform health';

const TONES: Record<PlatformHealthState, 'success' | 'warning' | 'danger'> = { working: 'success', degraded: 'warning', down: 'danger' };
const STATES: Record<PlatformHealthState, string> = { working: 'Working', degraded: 'Degraded', down: 'Down' };
const BREAKER: Record<PlatformHealthDetail['breaker'], string> = {
  closed: 'requests go',
  open: 'paused',
  'half-open': 'probing',
};

const State = styled.span<{ $tone: 'danger' | 'success' | 'warning' }>`
  font-weight: 600;
  color: ${(props) => color(props.$tone)(props)};
`;

const Name = styled.th`
  text-align: left;
  ${media.below('tablet')} {
    display: block;
    flex-basis: 100%;
  }
`;

const Hours = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
  font-size: 0.875rem;
`;

const sum = (health: PlatformHealthDetail, key: 'succeeded' | 'failed' | 'paused') => health.outcomes.reduce((total, hour) => total + hour[key], 0);
const hourOf = (iso: string) => dateFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The last 24 h: totals, and per hour on request. */
function Outcomes({ health }: { health: PlatformHealthDetail }) {
  if (health.outcomes.length === 0) return <>No requests</>;
  return (
    <>
      {sum(health, 'succeeded')} answered, {sum(health, 'failed')} failed, {sum(health, 'paused')} held back
      <details>
        <summary>By hour</summary>
        <Hours>
          {health.outcomes.map((hour) => (
            <li key={hour.hour}>
              {hourOf(hour.hour)}: {hour.succeeded} answered, {hour.failed} failed, {hour.paused} held back
            </li>
          ))}
        </Hours>
      </details>
    </>
  );
}

/** Each platform's state as the fetches found it, the circuit breaker's pause and next probe, the last 24 h, and "Probe now". */
export function PlatformHealthPanel() {
  const health = usePlatformHealth();
  const probe = useProbePlatform();
  useLoadErrorToast(health.error, PLATFORM_HEALTH_LOAD_FAILED);

  let body;
  if (health.isPending) body = <Pending query={health} label="Loading platform health" />;
  else if (health.error && !health.data) body = <LoadFailure message={PLATFORM_HEALTH_LOAD_FAILED} onRetry={() => void health.refetch()} />;
  else
    body = (
      <TableScroll tabIndex={0} role="region" aria-label="Platforms">
        <StackedTable>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">State</th>
              <th scope="col">Failing since</th>
              <th scope="col">Last success</th>
              <th scope="col">Failures in a row</th>
              <th scope="col">Next probe</th>
              <th scope="col">Last 24 h</th>
              <th scope="col">Probe</th>
            </tr>
          </thead>
          <tbody>
            {health.data!.map((item) => {
              const name = PLATFORM_NAMES[item.platform];
              const probing = probe.isPending && probe.variables === item.platform;
              return (
                <tr key={item.platform}>
                  <Name scope="row">{name}</Name>
                  <td>
                    <CellLabel>State</CellLabel>
                    <State $tone={TONES[item.state]}>{STATES[item.state]}</State> ({BREAKER[item.breaker]})
                  </td>
                  <td>
                    <CellLabel>Failing since</CellLabel>
                    {formatDateTime(item.since)}
                  </td>
                  <td>
                    <CellLabel>Last success</CellLabel>
                    {formatDateTime(item.lastSuccessAt)}
                  </td>
                  <td>
                    <CellLabel>Failures in a row</CellLabel>
                    {item.consecutiveFailures}
                    {item.lastErrorKind ? ` (last: ${item.lastErrorKind}, ${formatDateTime(item.lastFailureAt)})` : ''}
                  </td>
                  <td>
                    <CellLabel>Next probe</CellLabel>
                    {formatDateTime(item.nextProbeAt)}
                  </td>
                  <td data-wide>
                    <CellLabel>Last 24 h</CellLabel>
                    <Outcomes health={item} />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => probe.mutate(item.platform)}
                      disabled={probe.isPending}
                      aria-label={`Probe now: ${name}`}
                    >
                      {probing ? 'Probing…' : 'Probe now'}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StackedTable>
      </TableScroll>
    );

  return (
    <Card aria-labelledby="platform-health-heading">
      <SectionHeading id="platform-health-heading">Platform health</SectionHeading>
      <Muted>
        A platform that fails five times in a row is paused: its requests stop for a minute, then one probe goes; each failed probe doubles the pause, up to an
        hour. What could not be fetched meanwhile is fetched once it answers. Times in your time zone.
      </Muted>
      <ServerDependencies />
      {body}
    </Card>
  );
}
