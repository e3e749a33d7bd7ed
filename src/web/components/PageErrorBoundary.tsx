import { Component, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';

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
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { page: this.props.page, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState onRetry={() => window.location.reload()} retrying={false} />;
  }
}
