/**
 * A WebAssembly module's bytes from the base64 data URL the offline build
 * inlines (Vite's `?url&inline`), decoded here so nothing is fetched (a
 * file:// page may not fetch files). Both engines' offline loaders use it.
 */
export function inlineWasmBytes(dataUrl: string): Uint8Array {
  const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
