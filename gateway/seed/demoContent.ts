/** Words the demo network is written with. */

export const FIRST_NAMES = [
  'ada', 'ben', 'cleo', 'dan', 'eli', 'fay', 'gus', 'hana', 'iris', 'jon', 'kai', 'lena', 'milo', 'nina', 'omar',
  'pia', 'quin', 'rosa', 'sam', 'tara', 'uma', 'vic', 'wren', 'xia', 'yuki', 'zoe', 'arlo', 'bea', 'cyrus', 'dora',
  'emil', 'flor', 'gio', 'hugo', 'ines', 'joss', 'kofi', 'lior', 'maya', 'noor', 'otto', 'pax', 'remy', 'sina',
  'teo', 'ugo', 'vera', 'wade', 'yara', 'zane', 'mei', 'ren', 'sora', 'aiko', 'jin', 'lu', 'ravi', 'anya', 'ezra', 'isla',
];

export const LAST_NAMES = [
  'Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Silva', 'Kowalski', 'Haddad', 'Nguyen', 'Brennan', 'Rossi', 'Yilmaz',
  'Fischer', 'Park', 'Mendes', 'Ibarra', 'Novak', 'Sato', 'Adeyemi', 'Larsen', 'Chen',
];

export const BIO_TEMPLATES = [
  'building small things on farcaster',
  'photographer, mostly film. based somewhere rainy',
  'protocol nerd / coffee snob',
  'writing about books and long walks',
  'making music with too many cables',
  'designer. i draw boxes for a living',
  'just here for the channels',
  'engineer at a tiny startup. opinions are cached',
  '趣味は写真と散歩です',
  'gm from the internet 🌞',
];

export const OPENERS = [
  'gm', 'hot take:', 'today I learned', 'reminder:', 'small win:', 'question for the timeline:', 'currently reading', 'shipping',
  'thinking about', 'weekend plan:', 'honest review:', 'finally', 'unpopular opinion:', 'note to self:',
];

export const TOPICS = [
  'the new hub release', 'sourdough starters', 'film cameras', 'modular synths', 'decentralized identity',
  'rust borrow checker', 'a good long walk', 'channel etiquette', 'frames', 'the reading list', 'dark mode everywhere',
  'cheap mechanical keyboards', 'writing tests first', 'sqlite in production', 'ink sketches', 'jazz records',
  'the bus that never comes', 'tiny websites', 'open protocols', 'moving to a new city',
];

export const CLOSERS = [
  'what do you all think?', 'more soon.', 'highly recommend.', 'not sure yet.', 'ask me anything.', 'thread below',
  "that's it, that's the post.", 'worth it.', '10/10', 'send help', '', '', '',
];

export const REPLIES = [
  'agreed', 'this is great', 'hard disagree, but respect', 'same here', 'link?', 'love this', 'can confirm',
  'wait, really?', 'saving this for later', 'ha, exactly', 'how long did that take?', 'following along', '+1',
  '素晴らしい！', '我也是这么想的', 'nice 🔥', 'ok this made my day',
];

export const INTERNATIONAL = [
  'おはよう、今日もいい天気 ☀️', '周末去爬山了 🏔️', '오늘 커피 너무 맛있다 ☕', 'café con leche y código 💻',
  'ça marche enfin 🎉', 'Grüße aus Berlin 🥨',
];
