/**
 * The fidelity notes (docs/fidelity.md as HTML, rendered at build time),
 * loaded on demand: a dynamic import, so Vite puts them in their own chunk
 * (hosted) and the first load does not carry them. The offline single file
 * inlines that chunk like every other; nothing is fetched from a network.
 */
export interface FidelityDoc {
  title: string;
  html: string;
  anchors: string[];
}

let loading: Promise<FidelityDoc> | null = null;

/** Loads the notes once (again after a failure, e.g. a chunk gone after a redeploy). */
export function loadFidelityDoc(): Promise<FidelityDoc> {
  loading ??= import('virtual:pagelab/fidelity-doc').then(
    (m) => ({ title: m.title, html: m.html, anchors: m.anchors }),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
