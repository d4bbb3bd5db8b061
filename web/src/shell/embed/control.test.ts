import { describe, expect, it } from 'vitest';
import { actionOf, allowed, originOf, outside, parseAllow, readCommand } from './control';

describe('the control API', () => {
  it('reads origins, and only origins', () => {
    expect(originOf('https://lms.example.org')).toBe('https://lms.example.org');
    expect(originOf('https://LMS.example.org:8443/')).toBe('https://lms.example.org:8443');
    for (const bad of ['lms.example.org', 'javascript:alert(1)', 'https://a.org/course', 'https://a.org?x=1', 'ftp://a.org', 'https://u:p@a.org', '*', '']) {
      expect(originOf(bad), bad).toBeNull();
    }
    expect(parseAllow(['https://a.org,https://b.org', 'https://a.org', 'nope'])).toEqual({
      origins: ['https://a.org', 'https://b.org'],
      bad: ['nope'],
    });
    expect(allowed('https://a.org', ['https://a.org'])).toBe(true);
    expect(allowed('https://evil.org', ['https://a.org'])).toBe(false);
    expect(allowed('https://a.org', [])).toBe(false);
  });

  it('reads commands, ignores other messages, refuses bad ones with a reason', () => {
    expect(readCommand({ type: 'pagelab:height', height: 3 })).toBeNull();
    expect(readCommand('play')).toBeNull();
    expect(readCommand({ type: 'pagelab:command', command: 'play' })).toEqual({ command: { command: 'play' } });
    expect(readCommand({ type: 'pagelab:command', command: 'goto', step: 12 })).toEqual({ command: { command: 'goto', step: 12 } });
    expect(readCommand({ type: 'pagelab:command', command: 'set', params: { fillfactor: 80, seed: '7' } })).toEqual({
      command: { command: 'set', params: { fillfactor: '80', seed: '7' } },
    });
    for (const bad of [
      { type: 'pagelab:command', command: 'jump' },
      { type: 'pagelab:command', command: 'goto', step: -1 },
      { type: 'pagelab:command', command: 'goto', step: 1.5 },
      { type: 'pagelab:command', command: 'goto' },
      { type: 'pagelab:command', command: 'set', params: {} },
      { type: 'pagelab:command', command: 'set', params: { a: { b: 1 } } },
      { type: 'pagelab:command', command: 'set', params: ['a'] },
    ]) {
      const r = readCommand(bad);
      expect(r && 'error' in r, JSON.stringify(bad)).toBe(true);
    }
  });

  it('maps commands to the player’s actions', () => {
    expect(actionOf({ command: 'step' })).toEqual({ type: 'forward' });
    expect(actionOf({ command: 'back' })).toEqual({ type: 'back' });
    expect(actionOf({ command: 'goto', step: 4 })).toEqual({ type: 'seek', step: 4 });
    expect(actionOf({ command: 'set', params: { a: '1' } })).toBeNull();
  });

  it('says where a goto outside the steps played went', () => {
    expect(outside(12, 0, 40)).toBeNull();
    expect(outside(40, 0, 40)).toBeNull();
    expect(outside(999, 0, 40)).toBe('goto 999: past the last step played, 40; went to 40');
    expect(outside(2, 5, 9)).toBe('goto 2: before the first step played, 5; went to 5');
    // The end not known yet: only the start can be said.
    expect(outside(999, 0, null)).toBeNull();
  });
});
