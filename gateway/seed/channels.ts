import type { Store } from '../store/store';
import { CHANNEL_KEYS, channelUrl, DEMO_END } from './demo';

const DAY = 24 * 60 * 60 * 1000;

interface About {
  name: string;
  description: string;
  followers: number;
  lead: string;
}

const ABOUT: Record<(typeof CHANNEL_KEYS)[number], About> = {
  farcaster: { name: 'Farcaster', description: 'Talk about the protocol, clients and the people building them.', followers: 1840, lead: '1' },
  dev: { name: 'Dev', description: 'Builders sharing code, questions and what shipped this week.', followers: 960, lead: '2' },
  art: { name: 'Art', description: 'Drawings, paintings and generative pieces, with the story behind them.', followers: 720, lead: '3' },
  music: { name: 'Music', description: 'What you are listening to, playing or recording.', followers: 610, lead: '4' },
  photography: { name: 'Photography', description: 'Photos and the light that made them.', followers: 540, lead: '5' },
  books: { name: 'Books', description: 'What you are reading and what you thought of it.', followers: 430, lead: '6' },
};

/** Channels the demo's casts never use: new ones, known only from their records. */
export const QUIET_CHANNELS: Record<string, About> = {
  gardening: { name: 'Gardening', description: 'Seeds, soil and whatever came up this year.', followers: 85, lead: '7' },
};

/** The demo's channels as records, each with a picture the gateway draws itself. */
export async function seedChannels(store: Store): Promise<void> {
  const all: [string, About][] = [...CHANNEL_KEYS.map((id): [string, About] => [id, ABOUT[id]]), ...Object.entries(QUIET_CHANNELS)];
  for (const [i, [id, about]] of all.entries()) {
    await store.channels.insert({
      id,
      name: about.name,
      description: about.description,
      imagePath: `/static/img/channel-${id}.svg`,
      parentUrl: channelUrl(id),
      followerCount: about.followers,
      leadFid: about.lead,
      createdAt: DEMO_END - (400 - i * 30) * DAY,
    });
  }
}
