// Where the records being dragged are, between the pointer (the overlay) and the drawn screens:
// a small store, not React state of the page, so that a drag moves the drawn records at once
// without drawing the page, its panels or its screens again on every pointer move.
export interface DragPreview {
  ids: readonly string[];
  dx: number;
  dy: number;
}

export class DragPreviewStore {
  private current: DragPreview | null = null;
  private readonly listeners = new Set<(preview: DragPreview | null) => void>();

  get preview(): DragPreview | null {
    return this.current;
  }

  readonly set = (preview: DragPreview | null): void => {
    this.current = preview;
    for (const listener of this.listeners) listener(preview);
  };

  subscribe(listener: (preview: DragPreview | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
