/**
 * Every playground tool: the shell's own (the script tool names any
 * lesson, so it belongs to no scenario) and the scenarios' (found by the
 * registry). The first is the playground's front door.
 */
import { loadTool, toolIds } from '../lesson/registry';
import type { PlaygroundTool } from './tool';

const BUILT_IN: Record<string, () => Promise<PlaygroundTool>> = {
  script: () => import('./script/index').then((m) => m.tool),
};

export function allToolIds(): string[] {
  return [...Object.keys(BUILT_IN), ...toolIds().filter((id) => !(id in BUILT_IN))];
}

export function loadAnyTool(id: string): Promise<PlaygroundTool> | null {
  return BUILT_IN[id]?.() ?? loadTool(id);
}
