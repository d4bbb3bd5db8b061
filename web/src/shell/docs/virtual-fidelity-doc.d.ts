/**
 * docs/fidelity.md rendered to HTML at build time by vite.config.ts's
 * `pagelab:fidelity-doc` plugin (see ./renderDoc.ts). Import it only
 * dynamically (./fidelityDoc.ts), so it stays out of the entry chunk.
 */
declare module 'virtual:pagelab/fidelity-doc' {
  /** The document's title (its `#` heading). */
  export const title: string;
  /** The document without its title, headings one level down, with GitHub's anchors as ids. */
  export const html: string;
  /** Every heading's id, in order. */
  export const anchors: string[];
}
