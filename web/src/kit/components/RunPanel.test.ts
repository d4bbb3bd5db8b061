// A job's progress label, English in the protocol, in the page's words.
import { describe, expect, it } from 'vitest';
import { labelText } from './RunPanel';
import { RUN_WORDS } from './run.i18n';

describe('labelText', () => {
  it('says a sweep’s runs, a trace’s steps and the fixed labels in each language', () => {
    expect(labelText(RUN_WORDS.en, '3 of 32 runs on 2 workers')).toBe('3 of 32 runs on 2 workers');
    expect(labelText(RUN_WORDS.fr, '3 of 32 runs on 2 workers')).toBe('3 déroulements sur 32 (2 workers)');
    expect(labelText(RUN_WORDS.ru, '1 of 5 runs')).toBe('1 из 5 прогонов');
    expect(labelText(RUN_WORDS.fr, 'Step 40 of 120')).toBe('Étape 40 sur 120');
    expect(labelText(RUN_WORDS.ru, 'Starting')).toBe('Запуск');
    expect(labelText(RUN_WORDS.fr, 'Something new')).toBe('Something new');
  });
});
