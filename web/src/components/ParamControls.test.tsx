// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParamControls } from './ParamControls';
import { LESSONS } from '../state/fixtures.test-helpers';

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
