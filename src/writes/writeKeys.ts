/** Mutation keys: one per kind of write, so the mutation cache can tell which writes are in flight. */
export type WriteKind = 'cast' | 'schedule' | 'cancel-schedule' | 'reaction' | 'remove-cast' | 'follow' | 'block' | 'user-data' | 'bookmark' | 'channel-follow';

export const writeKeys = {
  all: ['castline', 'write'] as const,
  kind: (kind: WriteKind) => ['castline', 'write', kind] as const,
};
