import { Component, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { NeedsConnection } from './NeedsConnection';

interface Props {
  /** The page's path: moving to another page leaves the error behind. */
  page: string;
  children: ReactNode;
}

interface State {
  page: string;
  failed: boolean;
}

/**
 * A page that fails to render (its code no longer on the server after an update, say) shows the
 * site's error state inside the frame, with Try again reloading it, rather than a blank screen.
 * With no connection (its code not kept on the device), it says the page needs one, and tries
 * again when the connection is back (decision 116).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { page: this.props.page, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  private readonly backOnline = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.backOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.backOnline);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!navigator.onLine) {
      return <NeedsConnection title="This page needs a connection" needs="This page" />;
    }
    return <ErrorState onRetry={() => window.location.reload()} retrying={false} />;
  }
}
