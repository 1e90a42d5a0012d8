// `npx tsx scripts/bench-media.ts`: upload-to-posted time of a 3 MB photo, link-preview latency (cold and
// cached) and the bytes re-encoding saves, against a real local gateway on a free port.
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { signedMessageJson, signIn, startTestGateway } from '../gateway/testing/testGateway';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/** A photo-like JPEG of about 3 MB: smooth gradients with sensor-like noise, saved at quality 88. */
async function photo(): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#87a8c9"/><stop offset=".6" stop-color="#d9b38c"/><stop offset="1" stop-color="#3d5a40"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><circle cx="2600" cy="1200" r="700" fill="#f3e2b3" opacity=".7"/></svg>`,
  );
  const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 88 }).toBuffer();
}

async function screenshot(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="1280" height="800" fill="#fafafa"/>${Array.from({ length: 30 }, (_, i) => `<rect x="40" y="${20 + i * 26}" width="${300 + ((i * 97) % 800)}" height="14" rx="4" fill="#${i % 3 ? 'd4d4d8' : '6d28d9'}"/>`).join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const gw = await startTestGateway({ seed: 'none', unfurlPrivate: true });
try {
  const token = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
  const upload = (bytes: Buffer, type: string) =>
    fetch(`${gw.url}/castline/v1/upload`, { method: 'POST', headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}`, 'Content-Type': type }, body: new Uint8Array(bytes) });

  const input = await photo();
  const runs: { upload: number; posted: number; out: number }[] = [];
  for (let i = 0; i < 3; i++) {
    // A different photo each run (one changed pixel row), so nothing is answered from an earlier store.
    const bytes = i === 0 ? input : await sharp(input).composite([{ input: { create: { width: 4000, height: 1, channels: 3, background: `#0${i}0000` } }, top: i, left: 0 }]).jpeg({ quality: 88 }).toBuffer();
    const started = performance.now();
    const res = await upload(bytes, 'image/jpeg');
    const image = (await res.json()) as { url: string };
    const uploaded = performance.now();
    const message = signedMessageJson({ type: 1, fid: 0, castAddBody: { text: `photo ${i}`, mentions: [], mentionsPositions: [], embeds: [{ url: image.url }], embedsDeprecated: [], type: 0 } }, generatePrivateKey());
    const sent = await gw.post('/farcaster/v2/message', { isExternal: true, message }, token);
    const { result } = (await sent.json()) as { result: { hash: string } };
    const read = await gw.get(`/farcaster/v2/cast?hash=${result.hash}`);
    if (!JSON.stringify(await read.json()).includes(image.url)) throw new Error('the posted cast does not carry the picture');
    runs.push({ upload: uploaded - started, posted: performance.now() - started, out: (await (await fetch(image.url)).arrayBuffer()).byteLength });
  }
  console.log(`3 MB photo (${kb(input.length)}, 4000x3000 JPEG q88): upload ${ms(median(runs.map((r) => r.upload)))}, upload-to-posted ${ms(median(runs.map((r) => r.posted)))} (median of 3)`);
  console.log(`  re-encoded to 2048x1536 JPEG q82 without metadata: ${kb(runs[0]!.out)}, ${(100 - (runs[0]!.out / input.length) * 100).toFixed(0)} % smaller`);

  const shot = await screenshot();
  const shotUrl = ((await (await upload(shot, 'image/png')).json()) as { url: string }).url;
  const shotOut = (await (await fetch(shotUrl)).arrayBuffer()).byteLength;
  console.log(`1280x800 PNG screenshot ${kb(shot.length)} -> WebP ${kb(shotOut)} (${(100 - (shotOut / shot.length) * 100).toFixed(0)} % smaller)`);

  const cold: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < 20; i++) {
    const url = encodeURIComponent(`${gw.url}/static/link/sourdough?n=${i}`);
    for (const into of [cold, cached]) {
      const started = performance.now();
      const res = await gw.get(`/castline/v1/unfurl?url=${url}`);
      await res.json();
      into.push(performance.now() - started);
      if (res.headers.get('x-cache') !== (into === cold ? 'miss' : 'hit')) throw new Error('unexpected cache state');
    }
  }
  console.log(`unfurl of a local page: cold ${ms(median(cold))}, cached ${ms(median(cached))} (median of 20)`);
} finally {
  await gw.dispose();
}
