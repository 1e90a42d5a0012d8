/** Something an app asks for that the person must allow in Castline's own window, never in the frame. */
export interface ApprovalRequest {
  title: string;
  /** What exactly would be shared, signed or sent, shown as it is. */
  detail: string | null;
  approveLabel: string;
}

export interface PendingApproval extends ApprovalRequest {
  id: number;
}

/**
 * The person's answers to an app's requests, one at a time in order. Closing the app refuses
 * whatever is still waiting, so no call from the app is left hanging.
 */
export class ApprovalQueue {
  private queue: (PendingApproval & { answer(approved: boolean): void })[] = [];
  private nextId = 1;
  private listeners = new Set<() => void>();
  private snapshot: PendingApproval | null = null;

  ask(request: ApprovalRequest): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ ...request, id: this.nextId++, answer: resolve });
      this.changed();
    });
  }

  answer(id: number, approved: boolean): void {
    const item = this.queue.find((q) => q.id === id);
    if (!item) return;
    this.queue = this.queue.filter((q) => q !== item);
    item.answer(approved);
    this.changed();
  }

  refuseAll(): void {
    const waiting = this.queue;
    this.queue = [];
    for (const item of waiting) item.answer(false);
    this.changed();
  }

  readonly current = (): PendingApproval | null => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    const first = this.queue[0];
    this.snapshot = first ? { id: first.id, title: first.title, detail: first.detail, approveLabel: first.approveLabel } : null;
    for (const listener of this.listeners) listener();
  }
}
