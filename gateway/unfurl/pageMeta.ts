import ogs from 'open-graph-scraper';

export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  /** The page's `fc:miniapp` embed (or the legacy `fc:frame`), parsed from JSON; checked by the app. */
  miniapp: unknown;
}

const MINIAPP_TAGS = [
  { property: 'fc:miniapp', fieldName: 'fcMiniapp', multiple: false },
  { property: 'fc:frame', fieldName: 'fcFrame', multiple: false },
];

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

function absoluteHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Open Graph (with Twitter card and `<title>` fallbacks) and the Mini App embed of a page fetched from `url`. */
export async function previewOf(url: string, html: string): Promise<LinkPreview> {
  const { result } = await ogs({ html, customMetaTags: MINIAPP_TAGS });
  const custom = result.customMetaTags ?? {};
  const miniapp = parsedJson(custom.fcMiniapp);
  return {
    url,
    title: text(result.ogTitle ?? result.twitterTitle ?? result.dcTitle, 300),
    description: text(result.ogDescription ?? result.twitterDescription, 600),
    image: absoluteHttpUrl(result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url, url),
    siteName: text(result.ogSiteName ?? result.twitterSite, 100),
    miniapp: miniapp ?? parsedJson(custom.fcFrame),
  };
}
