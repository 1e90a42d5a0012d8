/** Something an app asks for that the person must allow in Castline's own window, never in the frame. */
export interface ApprovalRequest {
  title: string;
  /** What exactly would be shared, signed or sent, shown as it is. */
  detail: string | null;
  approveLabel: string;
  /** A choice that goes with approving, shown as a checkbox that starts checked (e.g. "Allow notifications"). */
  option?: string;
}

export interface PendingApproval extends ApprovalRequest {
  id: number;
}

/** The person's answer, and whether the request's option was left checked (false when it had none). */
export interface Approval {
  approved: boolean;
  option: boolean;
}

/**
 * The person's answers to an app's requests, one at a time in order. Closing the app refuses
 * whatever is still waiting, so no call from the app is left hanging.
 */
export class ApprovalQueue {
  private queue: (PendingApproval & { answer(approval: Approval): void })[] = [];
  private nextId = 1;
  private listeners = new Set<() => void>();
  private snapshot: PendingApproval | null = null;

  ask(request: ApprovalRequest): Promise<boolean> {
    return this.choose(request).then((approval) => approval.approved);
  }

  /** As `ask`, with the request's option. */
  choose(request: ApprovalRequest): Promise<Approval> {
    return new Promise((resolve) => {
      this.queue.push({ ...request, id: this.nextId++, answer: resolve });
      this.changed();
    });
  }

  answer(id: number, approved: boolean, option = false): void {
    const item = this.queue.find((q) => q.id === id);
    if (!item) return;
    this.queue = this.queue.filter((q) => q !== item);
    item.answer({ approved, option: approved && item.option !== undefined && option });
    this.changed();
  }

  refuseAll(): void {
    const waiting = this.queue;
    this.queue = [];
    for (const item of waiting) item.answer({ approved: false, option: false });
    this.changed();
  }

  readonly current = (): PendingApproval | null => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    const first = this.queue[0];
    this.snapshot = first
      ? { id: first.id, title: first.title, detail: first.detail, approveLabel: first.approveLabel, ...(first.option !== undefined && { option: first.option }) }
      : null;
    for (const listener of this.listeners) listener();
  }
}
