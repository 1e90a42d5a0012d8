/**
 * An action started while signed out asks for the sign-in here; the account controls open the
 * wallet dialog and say how it ended, and the action then goes on (or is dropped, if the person
 * closed the dialog instead).
 */
export interface SignInPrompt {
  /** Resolves true once signed in, false when the person gave up. */
  request(): Promise<boolean>;
  isRequested(): boolean;
  subscribe(listener: () => void): () => void;
  /** Called by whoever shows the sign-in, when it is done. */
  finish(signedIn: boolean): void;
}

export function createSignInPrompt(): SignInPrompt {
  let waiting: ((signedIn: boolean) => void)[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    request() {
      const answer = new Promise<boolean>((resolve) => waiting.push(resolve));
      if (waiting.length === 1) emit();
      return answer;
    },
    isRequested: () => waiting.length > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish(signedIn) {
      if (waiting.length === 0) return;
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => resolve(signedIn));
      emit();
    },
  };
}
