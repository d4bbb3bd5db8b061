/**
 * The index rebuild's pictures and their tables (`RebuildTimeline`,
 * `SortGroups`, `idxbuildViews`): sentences, keys, lane labels, titles,
 * headings and columns. Workers, disks, groups and phases are the
 * scenario's words (`../words.i18n.ts`).
 */
import { lazyCatalogue, type Catalogue } from '../../../kit/i18n/words';

const en = {
  // The timeline.
  nothingYet: (threads: string, devices: string) => `${threads} merge threads and ${devices} sort devices, nothing done yet`,
  /** A worker at work: "thread 2 merges group 4" (group: its number, or '' for the scan). */
  doing: (worker: string, verb: string, group: string) => `${worker} ${verb}${group ? ` group ${group}` : ''}`,
  deviceNow: (disk: string, busy: string, queue: string) => `${disk} busy ${busy}, queue up to ${queue}`,
  noWorker: 'no worker busy',
  idle: (n: string) => ` (${n} idle)`,
  /** Between the devices' phrases. */
  sep: '; ',
  at: (t: string, workers: string, idle: string, devices: string) => `At ${t}: ${workers}${idle}; ${devices}`,
  folded: (n: string) => `; the first ${n} s (the scan) drawn narrow`,
  foldTitle: (n: string) => `The first ${n} s (the scan) are drawn narrow`,
  tick: (t: string) => `${t} s`,
  diskBusy: 'disk busy',
  diskQueue: 'disk queue',
  laneMain: 'main',
  laneThread: (t: string) => `thread ${t}`,
  spanTitle: (worker: string, phase: string, group: string, from: string, to: string) =>
    `${worker}: ${phase}${group ? ` group ${group}` : ''}, ${from} to ${to}`,
  workersTitle: 'Workers and sort devices',
  workersRegion: (name: string) => `Workers and sort devices, ${name}`,
  workersCaption: 'Each worker’s work now and its seconds in each phase',
  lane: 'Lane',
  now: 'Now',
  scan: 'Scan',
  merge: 'Merge',
  build: 'Build',
  mainProcess: 'main process',
  idleCell: 'idle',
  devicesCaption: 'Each sort device’s busy share and queue depth so far',
  device: 'Device',
  busySoFar: 'Busy so far',
  meanQueue: 'Mean queue',
  deepestQueue: 'Deepest queue',
  busyLastTenth: 'Busy, last tenth',
  // The sort groups.
  groupsSentence: (area: string, groups: string, parts: string) => `Area ${area}, ${groups} sort groups: ${parts}`,
  stateCount: (n: string, phrase: string) => `${n} ${phrase}`,
  shortMain: 'main',
  shortThread: (t: string) => `t${t}`,
  boxTitle: (group: string, phrase: string, disk: string, mb: string, _runs: number, runsText: string, passes: string, worker: string) =>
    `Group ${group}: ${phrase}; ${disk}, ${mb}, ${runsText} runs, ${passes} passes${worker ? `, ${worker}` : ''}`,
  groupsTitle: (area: string) => `Sort groups of area ${area}`,
  groupsRegion: (name: string) => `Sort groups, ${name}`,
  groupsCaption: 'Each sort group: its state, its device, the thread on it, its sort file, runs, merge passes and indexes',
  group: 'Group',
  state: 'State',
  thread: 'Thread',
  sortFile: 'Sort file',
  runs: 'Runs',
  passes: 'Passes',
  indexes: 'Indexes',
  // The views' names.
  wholeTitle: 'The whole rebuild, worker by worker',
  wholeRun: 'the whole run',
  atEnd: 'at the end of the run',
  stepView: 'step view',
};

export type IdxViewWords = typeof en;

export const IDX_VIEW_WORDS: Catalogue<IdxViewWords> = lazyCatalogue<IdxViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
