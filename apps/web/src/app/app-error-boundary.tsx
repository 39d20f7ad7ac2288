import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { failed: boolean };

/**
 * Catches what the router's own error element cannot: failures in the providers around it.
 * Reporting happens in createRoot's onCaughtError, so this boundary only swaps the screen.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
