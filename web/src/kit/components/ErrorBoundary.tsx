/** Never a blank page: a render error shows a message and a way back. */
import { Component, type ReactNode } from 'react';
import { words } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error" role="alert">
        <p>{words(VIEW_WORDS).drawFailed(this.state.error.message)}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {words(VIEW_WORDS).tryAgain}
        </button>
      </div>
    );
  }
}
