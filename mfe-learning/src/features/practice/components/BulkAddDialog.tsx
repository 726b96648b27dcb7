import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormField, TextArea, color, useQueryClient } from '@chapter/shared';
import { practiceSetKeys } from '../api/practiceSets';
import { addQuestion, lookupProblem } from '../api/questions';
import { bulkLinks, MAX_BULK_LINKS } from '../lib/bulkLinks';

export type BulkOutcome = { link: string; text: string; added: boolean };

const Progress = styled.p`
  min-height: 1.25em;
  margin: 0 0 8px;
  font-weight: 600;
`;

const Outcomes = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: 40vh;
  margin: 0;
  padding: 0 0 0 1.5em;
  overflow-y: auto;
  font-size: 0.875rem;

  li {
    overflow-wrap: anywhere;
  }
  .added {
    color: ${color('success')};
  }
  .skipped {
    color: ${color('danger')};
  }
`;

/** Resolves after `ms`, or sooner once `stopped` is set (checked four times a second). */
function waitUnlessStopped(ms: number, stopped: { current: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => (stopped.current || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(250, ms)));
    tick();
  });
}

/** What the outcome list says for a refused add or lookup (the server's own words otherwise). */
function refusal(status: number, message: string): string {
  if (status === 409) return 'Already in the set';
  if (status === 400) return 'Not a problem link';
  return message;
}

export type BulkAddDialogProps = {
  open: boolean;
  resourceId: string;
  onClose: () => void;
  /** How long to wait when the API's lookup limit (30 a minute) answers 429, before asking again. */
  rateLimitWaitMs?: number;
};

/** Tries left for one link that keeps meeting the lookup limit. */
const RATE_LIMIT_TRIES = 4;

/**
 * "Add several": one link a line (up to 50), added one after another (lookup-problem, then add-question with what the
 * platform said), each link's outcome listed as it is known; Stop ends after the link under way; the set is read again
 * at the end. A problem the platform gives no difficulty is skipped ("Needs a difficulty"): an editor picks one.
 */
export function BulkAddDialog({ open, resourceId, onClose, rateLimitWaitMs = 20_000 }: BulkAddDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<BulkOutcome[]>([]);
  const [running, setRunning] = useState<{ at: number; of: number; waiting?: boolean } | null>(null);
  const [summary, setSummary] = useState('');
  const stopped = useRef(false);
  const listId = useId();

  const close = () => {
    if (running) return;
    setText('');
    setOutcomes([]);
    setSummary('');
    setError(null);
    onClose();
  };

  const run = async () => {
    const { links, problem } = bulkLinks(text);
    setError(problem);
    if (problem) return;
    stopped.current = false;
    setOutcomes([]);
    setSummary('');
    const done: BulkOutcome[] = [];
    const record = (outcome: BulkOutcome) => {
      done.push(outcome);
      setOutcomes([...done]);
    };
    for (const [index, link] of links.entries()) {
      if (stopped.current) break;
      setRunning({ at: index + 1, of: links.length });
      let found = await lookupProblem(link);
      // The API allows 30 lookups a minute: a longer list waits for it (Stop still ends the run).
      for (let tries = 1; found.status === 429 && tries < RATE_LIMIT_TRIES && !stopped.current; tries += 1) {
        setRunning({ at: index + 1, of: links.length, waiting: true });
        await waitUnlessStopped(rateLimitWaitMs, stopped);
        setRunning({ at: index + 1, of: links.length });
        if (!stopped.current) found = await lookupProblem(link);
      }
      const info = found.ok ? found.data?.data : undefined;
      if (!info) {
        record({ link, text: refusal(found.status, found.message), added: false });
        continue;
      }
      if (!info.difficulty) {
        record({ link, text: 'Needs a difficulty', added: false });
        continue;
      }
      const added = await addQuestion(resourceId, {
        title: info.title,
        link: info.link,
        description: '',
        difficulty: info.difficulty,
        platform: info.platform,
      });
      record(added.ok ? { link, text: 'Added', added: true } : { link, text: refusal(added.status, added.message), added: false });
    }
    setRunning(null);
    const addedCount = done.filter((outcome) => outcome.added).length;
    setSummary(`${stopped.current ? 'Stopped. ' : ''}Added ${addedCount} of ${links.length}.`);
    void queryClient.invalidateQueries({ queryKey: practiceSetKeys.all });
  };

  return (
    <Dialog
      open={open}
      title="Add several problems"
      description={`One problem link a line, up to ${MAX_BULK_LINKS}. Each is looked up on its platform and added with its title, difficulty and platform.`}
      onClose={close}
      busy={running !== null}
      size="medium"
      footer={
        running ? (
          <Button variant="danger" onClick={() => (stopped.current = true)}>
            Stop
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button onClick={() => void run()}>Add problems</Button>
          </>
        )
      }
    >
      <FormField label="Links" required error={error}>
        {(control) => <TextArea {...control} rows={8} value={text} readOnly={running !== null} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <Progress aria-live="polite">
        {running
          ? running.waiting
            ? `Adding ${running.at} of ${running.of}: waiting for the lookup limit (30 a minute)…`
            : `Adding ${running.at} of ${running.of}…`
          : summary}
      </Progress>
      {outcomes.length > 0 && (
        <Outcomes id={listId} aria-label="Outcomes">
          {outcomes.map((outcome, index) => (
            <li key={`${outcome.link}-${index}`}>
              {outcome.link}: <span className={outcome.added ? 'added' : 'skipped'}>{outcome.text}</span>
            </li>
          ))}
        </Outcomes>
      )}
    </Dialog>
  );
}
