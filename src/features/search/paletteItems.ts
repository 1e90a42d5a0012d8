import type { User } from '../../api/model';
import { channelPath, profilePath, searchPath } from '../../app/routePaths';
import type { Channel } from '../../api/channelModel';

/** One choice in the command palette: what it says and where it leads. */
export interface PaletteItem {
  id: string;
  label: string;
  detail: string;
  to: string;
}

/** The palette's choices for what was typed: search casts for it, then the people, then the channels. */
export function paletteItems(q: string, users: readonly User[], channels: readonly Channel[]): PaletteItem[] {
  const text = q.trim();
  if (text === '') return [];
  return [
    { id: 'search', label: `Search casts for “${text}”`, detail: 'Casts', to: searchPath(text) },
    ...users.map((u) => ({ id: `user-${u.fid}`, label: u.displayName || u.username || u.fid, detail: u.username ? `@${u.username}` : 'Person', to: profilePath(u.fid) })),
    ...channels.map((c) => ({ id: `channel-${c.key}`, label: `/${c.key}`, detail: c.name, to: channelPath(c.key) })),
  ];
}
