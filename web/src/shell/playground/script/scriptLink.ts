/**
 * A script in a link: deflated (the browser's own CompressionStream,
 * raw deflate) and written in base64url, so an experiment of a few dozen
 * lines fits a link (`?playground=script&s=…`). Reading never throws: a
 * value that is not one gives null, and the page says so.
 */

/** The longest `s` a link carries (urlState keeps a tool's value to 7,000 characters). */
export const MAX_LINK_CHARS = 6000;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The link's `s` for a script, or null when it is too long for a link. */
export async function packScript(text: string): Promise<string | null> {
  const packed = toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
  return packed.length <= MAX_LINK_CHARS ? packed : null;
}

/** The script a link's `s` holds, or null when it holds none. */
export async function unpackScript(packed: string): Promise<string | null> {
  const bytes = fromBase64Url(packed);
  if (!bytes || bytes.length === 0) return null;
  try {
    const raw = await through(bytes, new DecompressionStream('deflate-raw'));
    if (raw.length > 64 * 1024) return null;
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
}
