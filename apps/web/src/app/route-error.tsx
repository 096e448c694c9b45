import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches a screen that fails to render or whose code cannot be downloaded (often a new release). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = /dynamically imported module|import|module script|fetch/i.test(error.message);
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-zinc-700 dark:text-zinc-300">
          {chunkFailed
            ? 'A newer version of S-Store is available or your connection dropped. Please reload the page.'
            : 'This page could not be shown. Please reload the page or go back to the home page.'}
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Reload
          </button>
          <a href="/home" className="inline-flex min-h-11 items-center rounded-xl border border-zinc-300 px-5 font-semibold dark:border-zinc-700">
            Go to Home
          </a>
        </div>
      </div>
    );
  }
}
