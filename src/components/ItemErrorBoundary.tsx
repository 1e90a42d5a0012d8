import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the item that failed to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps one item that fails to render (a malformed cast) from taking the whole list down. */
export class ItemErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('An item could not be rendered', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
