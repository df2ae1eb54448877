import React from "react";
import { describeChunkError, showChunkError } from "../../lib/routing/chunk-error";

interface State {
  failed: boolean;
}

/**
 * Around a lazily loaded part (lightbox, popup): if its chunk cannot load, the part is left out and
 * the chunk-failure message appears, instead of React unmounting the whole page.
 */
export class ChunkBoundary extends React.Component<{ children: React.ReactNode; onFailure?: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    showChunkError(describeChunkError(error) ?? { chunk: "?", failure: error instanceof Error ? error.message : String(error) });
    this.props.onFailure?.();
  }

  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
