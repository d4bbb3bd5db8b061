/**
 * What the Embed button builds: the link of an embedded view of the lesson
 * as it stands (its parameters, and its step if asked) and the `<iframe>`
 * snippets a course author pastes, hosted or offline (README, "Embedding a
 * lesson"). Pure: the dialog (lesson/ShareEmbed.tsx) supplies the page's
 * address and the choices.
 */
import { parseAllow } from './control';
import { OPTION_KEYS, writeEmbedOptions, type EmbedOptions } from './options';
import { readableQuery, type EmbedView } from '../state/urlState';

export interface EmbedChoices {
  view: EmbedView;
  /** Start at the step now shown, or at step 0. */
  keepStep: boolean;
  /** Origins that may command the frame, as typed (comma- or space-separated). */
  allow: string;
  /** Frame height, CSS pixels. */
  height: number;
  /** Range, autoplay, loop, speed, controls, chart (defaults left out of the link). */
  options?: EmbedOptions;
  /** The stage stops to ask the lesson's checkpoints (off in an embed unless chosen). */
  checkpoints?: boolean;
}

/** A frame height that fits each view at 1440 px wide (the README's). */
export const VIEW_HEIGHT: Record<EmbedView, number> = { stage: 600, chart: 700, article: 1100 };

/** The query of the embedded view: the page's own, with embed, view and allow set as chosen. */
export function embedQuery(search: string, c: EmbedChoices): { query: string; badOrigins: string[] } {
  const q = new URLSearchParams(search);
  for (const k of ['embed', 'view', 'allow', 'checkpoints', ...OPTION_KEYS]) q.delete(k);
  if (!c.keepStep) q.delete('step');
  q.set('embed', '1');
  if (c.view !== 'stage') q.set('view', c.view);
  const { origins, bad } = parseAllow(c.allow.split(/[\s,]+/));
  if (origins.length > 0) q.set('allow', origins.join(','));
  // Each view takes its own options: the stage its playback and controls, the charts which one.
  const { chart, ...stage } = c.options ?? {};
  if (c.view === 'stage') writeEmbedOptions(q, stage);
  if (c.view === 'stage' && c.checkpoints) q.set('checkpoints', '1');
  if (c.view === 'chart') writeEmbedOptions(q, { chart });
  return { query: readableQuery(q), badOrigins: bad };
}

/** Text safe inside a double-quoted HTML attribute. */
function attr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The hosted site's snippet (`base`: the site's address, ending in `/`). */
export function hostedSnippet(base: string, query: string, title: string, height: number): string {
  return [
    '<iframe',
    `  src="${attr(base + query)}"`,
    `  title="${attr(title)}"`,
    `  width="100%" height="${Math.round(height)}" style="border: 0"`,
    '></iframe>',
  ].join('\n');
}

/** The offline file's snippet: `pagelab-offline.html` beside the course page, in a sandbox of scripts alone. */
export function offlineSnippet(query: string, title: string, height: number): string {
  return [
    '<iframe',
    '  sandbox="allow-scripts"',
    `  src="pagelab-offline.html${attr(query)}"`,
    `  title="${attr(title)}"`,
    `  width="100%" height="${Math.round(height)}" style="border: 0"`,
    '></iframe>',
  ].join('\n');
}
