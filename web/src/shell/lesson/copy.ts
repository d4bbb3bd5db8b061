// The clipboard, and what to do where the browser refuses it.
/** Copies `text`; false where the browser refuses (the text is then selected for Ctrl+C). */
export async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
