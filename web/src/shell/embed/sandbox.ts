/**
 * A course platform may put pagelab in `<iframe sandbox="allow-scripts">`.
 * Without `allow-same-origin` the frame's document has an opaque origin
 * ("null"): the hosted build's module script and stylesheet (crossorigin
 * fetches) are refused, and index.html's own static message says so (see
 * its inline script). Should they load anyway (a server that answers
 * CORS requests from anyone), the engine's module worker still cannot start
 * from an opaque origin; this names the fix in the app's error message.
 * The offline file (one HTML file, its worker from a Blob URL) works there.
 */
export const SANDBOX_FLAGS = 'allow-scripts allow-same-origin';
export const OFFLINE_FILE = 'pagelab-offline.html';

/** The advice, or null when the origin is not the cause (a normal page, file://, the offline file). */
export function sandboxAdvice(origin: string, protocol: string, offlineBuild: boolean): string | null {
  if (offlineBuild || origin !== 'null' || protocol === 'file:') return null;
  return (
    `This frame is sandboxed without allow-same-origin, and pagelab’s engine cannot start there: ` +
    `give the frame sandbox="${SANDBOX_FLAGS}", or embed ${OFFLINE_FILE}, which needs only allow-scripts.`
  );
}
