/**
 * A playground tool: an experiment a reader runs on their own input, on
 * the engine's parts, outside any lesson. A scenario offers one in its
 * folder `scenarios/<scenario>/playground/<id>/index.tsx`, exporting
 * `tool`; the shell's registry finds it (lesson/registry.ts) and the
 * playground page (`?playground=<id>`) shows it.
 */
import type { ComponentType } from 'react';

export interface ToolProps {
  /** The tool's own settings from the link (`?playground=<id>&key=value…`), unchecked. */
  settings: Record<string, string>;
  /** The settings to keep in the link now (empty values are left out). */
  onSettings: (settings: Record<string, string>) => void;
}

export interface PlaygroundTool {
  id: string;
  /** Its title and what it answers, in the page's language (read when shown). */
  title: () => string;
  summary: () => string;
  Component: ComponentType<ToolProps>;
}
