import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@chapter/shared';
import { messagePage } from './messagePage';

const Page = styled.main`
  ${messagePage}
  min-height: 100vh;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin-bottom: 8px;
  }
`;

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** Loads the page afresh; tests pass a fake. */
  reload?: () => void;
}

/**
 * The last net under the whole app: an error no area caught (an area's own is caught by its RemoteErrorBoundary and
 * the rest of the app goes on) would otherwise leave a blank page, as React unmounts everything. The page says so and
 * offers a reload; what the person saved is on the server and is not touched.
 */
export class CrashBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app stopped', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page>
        <h1>This page stopped working</h1>
        <p>Something went wrong on this page. Reload it to carry on; nothing you saved is lost.</p>
        <Button onClick={this.props.reload ?? (() => window.location.reload())}>Reload the page</Button>
      </Page>
    );
  }
}
