// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParamControls } from './ParamControls';
import { LESSONS } from '../../shell/state/fixtures.test-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

function render(errors: Record<string, string[]>, onChange = vi.fn()) {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <ParamControls
        specs={LESSONS[1].params}
        values={{ fillfactor: 'abc', days: '1' }}
        errors={errors}
        onChange={onChange}
        primary={['fillfactor']}
        onReset={() => {}}
        changed
      />,
    ),
  );
  return { host, onChange };
}

describe('ParamControls', () => {
  it('labels each control with its range and unit', () => {
    const { host } = render({});
    const input = host.querySelector<HTMLInputElement>('[data-testid="param-fillfactor"]');
    expect(input).not.toBeNull();
    const label = host.querySelector(`label[for="${input?.id}"]`);
    expect(label?.textContent).toBe('fillfactor');
    const hint = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('50 to 100%');
  });

  it('shows an error next to its control as an alert', () => {
    const { host } = render({ fillfactor: ['Enter a whole number (50 to 100%).'] });
    const err = host.querySelector('[data-testid="param-error-fillfactor"]');
    expect(err?.getAttribute('role')).toBe('alert');
    const input = host.querySelector('[data-testid="param-fillfactor"]');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-describedby')).toContain(err?.id);
    expect(host.querySelector('[data-testid="param-error-days"]')).toBeNull();
  });

  it('reports edits with the raw text', () => {
    const { host, onChange } = render({});
    const input = host.querySelector<HTMLInputElement>('[data-testid="param-days"]');
    if (!input) throw new Error('no days input');
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(input, '7');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('days', '7');
  });

  it('keeps an unknown value visible in a choice instead of blanking it', () => {
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <ParamControls
          specs={LESSONS[0].params}
          values={{ split_policy: 'bogus' }}
          errors={{}}
          onChange={() => {}}
          primary={['split_policy']}
          onReset={() => {}}
          changed={false}
        />,
      ),
    );
    const select = host.querySelector<HTMLSelectElement>('[data-testid="param-split_policy"]');
    expect(select?.value).toBe('bogus');
  });
});

describe('ParamControls: text and set parameters', () => {
  function renderPool(values: Record<string, string>, errors: Record<string, string[]> = {}, onChange = vi.fn()) {
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <ParamControls
          specs={LESSONS[2].params}
          values={values}
          errors={errors}
          onChange={onChange}
          primary={['policy', 'trace']}
          onReset={() => {}}
          changed={false}
        />,
      ),
    );
    return { host, onChange };
  }

  it('a long text is a labelled text area, its limit in the hint and the engine’s message beside it', () => {
    const { host } = renderPool(
      { trace: '1,2,banana' },
      { trace: ["Trace: entry 3 ('banana') is not a page number from 0 to 99999 (add w for a write)."] },
    );
    const area = host.querySelector<HTMLTextAreaElement>('[data-testid="param-trace"]');
    expect(area?.tagName).toBe('TEXTAREA');
    expect(area?.value).toBe('1,2,banana');
    expect(host.querySelector(`label[for="${area?.id}"]`)?.textContent).toBe('trace');
    expect(area?.getAttribute('aria-invalid')).toBe('true');
    const described = (area?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.map((e) => e?.textContent ?? '').join(' ')).toMatch(/entry 3 \('banana'\).*At most 600 characters/);
    expect(host.querySelector('[data-testid="param-error-trace"]')?.getAttribute('role')).toBe('alert');
  });

  it('a set is a fieldset of checkboxes named by its legend, ticked as the value says', () => {
    const { host } = renderPool({ policy: 'fifo,opt' });
    const group = host.querySelector('[data-testid="param-policy"]');
    expect(group?.tagName).toBe('FIELDSET');
    expect(group?.querySelector('legend')?.textContent).toBe('policy');
    const boxes = [...host.querySelectorAll<HTMLInputElement>('[data-testid^="param-policy-"]')];
    expect(boxes.map((b) => b.dataset.testid?.replace('param-policy-', ''))).toEqual([
      'fifo',
      'lru',
      'clock',
      'clock_sweep',
      'lru2',
      'opt',
    ]);
    expect(boxes.filter((b) => b.checked).map((b) => b.closest('label')?.textContent?.trim())).toEqual(['fifo', 'opt']);
    expect(boxes.every((b) => b.type === 'checkbox' && b.closest('label') !== null)).toBe(true);
    const hint = document.getElementById(boxes[0].getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Tick 1 to 4.');
  });

  it('ticking and unticking report the names in the order of the choices', () => {
    const { host, onChange } = renderPool({ policy: 'opt,fifo' });
    const box = (c: string) => host.querySelector<HTMLInputElement>(`[data-testid="param-policy-${c}"]`);
    act(() => box('clock')?.click());
    expect(onChange).toHaveBeenLastCalledWith('policy', 'fifo,clock,opt');
    act(() => box('fifo')?.click());
    expect(onChange).toHaveBeenLastCalledWith('policy', 'opt');
  });

  it('a set out of bounds keeps its ticks and shows its message on the group', () => {
    const { host } = renderPool(
      { policy: 'fifo,lru,clock,lru2,opt' },
      { policy: ['Choose 1 to 4 of them; 5 chosen.'] },
    );
    expect(host.querySelectorAll('[data-testid^="param-policy-"]:checked')).toHaveLength(5);
    expect(host.querySelector('[data-testid="param-policy"]')?.className).toContain('is-invalid');
    const box = host.querySelector('[data-testid="param-policy-fifo"]');
    expect(box?.getAttribute('aria-invalid')).toBe('true');
    expect(box?.getAttribute('aria-describedby')).toContain(host.querySelector('[data-testid="param-error-policy"]')?.id);
  });
});
