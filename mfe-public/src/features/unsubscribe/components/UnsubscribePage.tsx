import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, color, Notice, PageColumn, PageHeading, serverMessage, Spinner } from '@chapter/shared';
import type { UnsubscribeTokenInfo } from '@chapter/shared/types';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';

/** What each kind of mail is, as the page names it. */
const KIND_TEXT: Record<UnsubscribeTokenInfo['kind'], string> = {
  events: 'mails about new contests and meetings on the chapter calendar',
  reminders: 'reminders before calendar contests and meetings',
  warnings: 'warnings before the month end when your points are below the passing mark',
};

const PROFILE = '/profile/edit';

/** The chapter's rules turn the notification switch back on for everyone on the 1st of each month (docs/rules.md). */
const MONTHLY_RESET = ' The chapter turns these back on for everyone on the 1st of each month.';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  p {
    margin: 0;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
  [tabindex='-1']:focus {
    outline: none;
  }
`;

function ProfileLink({ children = 'Choose your mails in your profile' }: { children?: string }) {
  return <Link to={PROFILE}>{children}</Link>;
}

/** /unsubscribe?token=…: the page an unsubscribe link in a mail opens. Says which mails stop, and stops them on "Unsubscribe". */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (unsubscribe.isSuccess) done.current?.focus();
  }, [unsubscribe.isSuccess]);

  const body = () => {
    if (!token)
      return (
        <>
          <Notice tone="danger" role="alert">
            <p>This link has no unsubscribe code. Open it again from the mail.</p>
          </Notice>
          <ProfileLink />
        </>
      );
    if (target.isPending)
      return (
        <p>
          <Spinner label="Checking your link" />
        </p>
      );
    if (target.isError)
      return (
        <>
          <Notice tone="danger" role="alert">
            <p>{serverMessage(target.error, 'Could not check this link. Please try again later.')}</p>
          </Notice>
          <ProfileLink />
        </>
      );
    const { kind, email } = target.data;
    if (unsubscribe.isSuccess)
      return (
        <>
          <p ref={done} tabIndex={-1} role="status">
            Done. {email} will get no more {KIND_TEXT[kind]}.{kind === 'events' && MONTHLY_RESET}
          </p>
          <p>
            Changed your mind? <ProfileLink>Turn them back on in your profile</ProfileLink>.
          </p>
        </>
      );
    if (!target.data.subscribed)
      return (
        <>
          <p>
            {email} already gets no {KIND_TEXT[kind]}.
          </p>
          <p>
            To get them again, <ProfileLink>turn them on in your profile</ProfileLink>.
          </p>
        </>
      );
    return (
      <>
        <p>
          The chapter will stop sending {KIND_TEXT[kind]} to {email}. Other mails stay as they are.{kind === 'events' && MONTHLY_RESET}
        </p>
        {unsubscribe.isError && (
          <Notice tone="danger" role="alert">
            <p>{serverMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')}</p>
          </Notice>
        )}
        <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Unsubscribe
        </Button>
      </>
    );
  };

  return (
    <PageColumn $width={640}>
      <PageHeading>Unsubscribe</PageHeading>
      <Box>{body()}</Box>
    </PageColumn>
  );
}
