/** What a gateway says about itself under Castline's own `/castline/v1` routes; the public service has none. */
export interface GatewayLimits {
  embeds: number;
  castBytes: number;
  mentions: number;
  upload: { maxBytes: number; maxSide: number } | null;
  /** L1 messages go on to a Farcaster node, and each one's delivery can be read. */
  delivery: boolean;
}

/** A page's preview card; `miniapp` is its Mini App embed as the page wrote it, not yet checked. */
export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  miniapp: unknown;
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

export interface UploadOptions {
  /** Called with the fraction of the file sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}
