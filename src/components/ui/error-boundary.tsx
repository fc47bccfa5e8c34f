import { Component, type ErrorInfo, type ReactNode } from 'react'

type ErrorBoundaryProps = {
  children: ReactNode
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  /** Told of each error caught (the app logs it; React's own report is not an uncaught error). */
  onError?: (error: unknown, info: ErrorInfo) => void
}

type ErrorBoundaryState = { error: unknown; failed: boolean }

/**
 * Keeps a failure inside one part of a page: a section whose data makes its view throw shows
 * its fallback while the rest of the page carries on. (React offers boundaries as classes only.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  reset = () => this.setState({ error: undefined, failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
