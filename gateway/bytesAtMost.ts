/**
 * A body read as it arrives, at most `maxBytes` of it: null, with the rest left unread and the stream
 * cancelled, as soon as it passes that, whatever its Content-Length claimed. An absent body is empty.
 */
export async function bytesAtMost(body: ReadableStream<Uint8Array> | null | undefined, maxBytes: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}
