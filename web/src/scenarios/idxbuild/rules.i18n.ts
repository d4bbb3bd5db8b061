/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/idxbuild/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    'advice:a smaller database or fewer sort groups': () => 'une base plus petite ou moins de groupes de tri',
    group_over_limit: (v) =>
      `le groupe de tri ${v.group} de la zone ${v.area} demande ${n(v.mb)}\u00a0Mo, plus que la limite d’un répertoire, ${n(v.limit_mb)}\u00a0Mo (le fichier d’un groupe reste sur un périphérique)\u00a0: une limite plus grande, ou plus de groupes de tri pour séparer ses index`,
    index_over_limit: (v) =>
      `le groupe de tri ${v.group} de la zone ${v.area} demande ${n(v.mb)}\u00a0Mo, plus que la limite d’un répertoire, ${n(v.limit_mb)}\u00a0Mo (le fichier d’un groupe reste sur un périphérique)\u00a0: une limite plus grande (il trie un seul index, qu’aucun nombre de groupes ne sépare)`,
    files_over_devices: (v) =>
      `les fichiers de tri de la zone ${v.area} demandent ${n(v.mb)}\u00a0Mo\u00a0; ${n(v.devices)} × ${n(v.device_gb)}\u00a0Go en tiennent ${n(v.room_mb)}\u00a0Mo\u00a0: plus de périphériques ou une limite plus grande`,
    files_do_not_pack: (v) =>
      `les fichiers de tri de la zone ${v.area} tiennent dans ${n(v.devices)} × ${n(v.device_gb)}\u00a0Go au total, mais le groupe de tri ${v.group} (${n(v.mb)}\u00a0Mo) trouve au plus ${n(v.left_mb)}\u00a0Mo de libre sur un périphérique\u00a0: plus de périphériques ou une limite plus grande`,
  },
  ru: {
    'advice:a smaller database or fewer sort groups': () => 'база поменьше или меньше групп сортировки',
    group_over_limit: (v) =>
      `группе сортировки ${v.group} области ${v.area} нужно ${n(v.mb)} МБ — больше предела одного каталога, ${n(v.limit_mb)} МБ (файл группы остаётся на одном устройстве): больший предел или больше групп сортировки, чтобы развести её индексы`,
    index_over_limit: (v) =>
      `группе сортировки ${v.group} области ${v.area} нужно ${n(v.mb)} МБ — больше предела одного каталога, ${n(v.limit_mb)} МБ (файл группы остаётся на одном устройстве): больший предел (она сортирует один индекс, который никакое число групп не разделит)`,
    files_over_devices: (v) =>
      `файлам сортировки области ${v.area} нужно ${n(v.mb)} МБ; ${n(v.devices)} × ${n(v.device_gb)} ГБ вмещают ${n(v.room_mb)} МБ: больше устройств или больший предел`,
    files_do_not_pack: (v) =>
      `файлы сортировки области ${v.area} помещаются в ${n(v.devices)} × ${n(v.device_gb)} ГБ в целом, но группа сортировки ${v.group} (${n(v.mb)} МБ) находит на одном устройстве не больше ${n(v.left_mb)} МБ: больше устройств или больший предел`,
  },
};
