import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, QuestionIcon } from '@chapter/shared';
import { Page } from './Page';

export type NotFoundPanelProps = {
  /** 'Resource not found', 'Roadmap not found'. */
  message: string;
  /** Where Go Back leads when the page was opened directly (no history to go back to). */
  fallbackPath: string;
};

/** A detail page whose id matches nothing. */
export function NotFoundPanel({ message, fallbackPath }: NotFoundPanelProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The router's first entry has the key 'default': going back from there would leave the app.
  const goBack = () => (location.key === 'default' ? navigate(fallbackPath) : navigate(-1));
  return (
    <Page>
      <EmptyState icon={<QuestionIcon size={36} />} title={message} titleAs="h1" action={<Button onClick={goBack}>Go Back</Button>} />
    </Page>
  );
}
