import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from './loadFailure';
import { reportRemoteFailure } from './remoteHealth';

interface Props {
  fallback: ReactNode;
  remote: string;
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering; the parent remounts it (new key) to retry. Either is
 * reported to the API for the remote's version (docs/deploying-a-remote.md), once per tab.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
    reportRemoteFailure(this.props.remote, isLoadFailure(error) ? 'load-failure' : 'render-error');
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
