import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportException } from "../analytics/analytics";
import { Button } from "./Button";
import { PageIntro } from "./PageIntro";
import { routes } from "../routes";

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches an error while rendering a page, reports it, and shows a friendly page with a way home
 * instead of a blank screen. The header and footer stay, so the rest of the site still works.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportException(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    // The layout stays mounted across pages; a new page (e.g. after the link home) gets a fresh
    // try. If the same page fails again the fallback simply comes back.
    if (this.state.failed && previous.children !== this.props.children) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageIntro title="Something went wrong">
        <p>
          This page could not be shown. The problem has been noted; please try again in a moment, or
          carry on from the home page.
        </p>
        <Button to={routes.home}>Go to the home page</Button>
      </PageIntro>
    );
  }
}
