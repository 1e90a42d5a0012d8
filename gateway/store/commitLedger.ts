/**
 * Which commits of the database's commit sequence (`castline_commits`, one value per commit that
 * readers see) a process has accounted for: its own, those another process told of, and whatever a
 * read of the sequence shows beyond them. A value that no one told of is a commit of another process
 * (or one whose notice is still on its way): it counts as another process having moved, once.
 */
export function commitLedger() {
  /** Every value up to this one is accounted for (null until the sequence is first read). */
  let upTo: number | null = null;
  /** Values above `upTo` accounted for, out of order. */
  const beyond = new Set<number>();
  let moved = false;

  /** Accounts for `value`; false when it already was (or is no value of the sequence). */
  const account = (value: number): boolean => {
    if (!Number.isSafeInteger(value) || (upTo !== null && value <= upTo) || beyond.has(value)) return false;
    beyond.add(value);
    while (upTo !== null && beyond.delete(upTo + 1)) upTo++;
    return true;
  };

  return {
    /** A commit of this process, numbered `value`. */
    own(value: number): void {
      account(value);
    },
    /** Another process told of its commit `value`; a notice of a commit a read already found moves nothing. */
    theirs(value: number): void {
      if (account(value)) moved = true;
    },
    /** The sequence was read at `last`: a value up to it that no one told of is another process's commit. */
    read(last: number): void {
      if (upTo !== null && last > upTo) {
        let told = 0;
        for (const value of beyond) if (value <= last) told++;
        if (told < last - upTo) moved = true;
      }
      if (upTo === null || last > upTo) upTo = last;
      for (const value of beyond) if (value <= upTo) beyond.delete(value);
      while (beyond.delete(upTo + 1)) upTo++;
    },
    /** Whether another process was found to have committed since the last call. */
    takeMoved(): boolean {
      const was = moved;
      moved = false;
      return was;
    },
  };
}

export type CommitLedger = ReturnType<typeof commitLedger>;
