// Accessibility beyond axe (which every lesson's test and the embed test
// run): keyboard operation — Tab reaches the playback controls and the
// parameters, each with a visible focus indicator; Space, →, ← and Home
// drive the step view (and leave fields and buttons alone); the step is
// narrated in an aria-live region — and reduced motion: under
// `prefers-reduced-motion: reduce` a step's events are shown played at once
// and CSS motion is off.
// (The lessons open with checkpoints=0 here: the stage would stop to ask
// at a checkpoint's step; checkpoints.test.mjs covers those by keyboard.)
/* global document, getComputedStyle -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, serverUrl } from './helpers/session.mjs';
import { counter, waitCounter, waitJobsIdle, waitUntil } from './helpers/wait.mjs';

/** The focus indicator of the focused element, as computed style (runs in the page). */
function focusStyle(el) {
  const cs = getComputedStyle(el);
  return {
    outline: `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} ${cs.outlineOffset}`,
    visibleOutline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2,
    boxShadow: cs.boxShadow,
  };
}

/** What the keyboard is on: its test id, else its tag and accessible-ish name (runs in the page). */
function describeFocus(el) {
  if (!el || el === document.body) return 'body';
  const id = el.getAttribute('data-testid');
  if (id) return id;
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
}

test('keyboard: Tab reaches playback and parameters with a visible focus; Space, →, ←, Home step the view', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&step=1&checkpoints=0');
  try {
    await page.getByTestId('timeline').waitFor();
    await waitCounter(page, 'inserted_rows', 1);
    // Background runs (the sweep, the full scale) end by removing their
    // Cancel button; one removed while focused would read as focus lost.
    await waitJobsIdle(page);

    // Tab from the top of the page until every control below has had the focus.
    const wanted = ['reset', 'step-back', 'play', 'step-forward', 'timeline', 'param-fillfactor', 'param-days', 'param-seed'];
    const seen = [];
    const noIndicator = [];
    let previous = null;
    await page.evaluate(() => document.activeElement?.blur());
    for (let i = 0; i < 120 && !wanted.every((w) => seen.includes(w)); i++) {
      await page.keyboard.press('Tab');
      const el = await page.evaluateHandle(() => document.activeElement);
      const name = await el.evaluate(describeFocus);
      const focused = await el.evaluate(focusStyle);
      if (previous) {
        // The element just left: its indicator must be gone, i.e. the focused style differed.
        const after = await previous.el.evaluate(focusStyle);
        const differs = after.outline !== previous.focused.outline || after.boxShadow !== previous.focused.boxShadow;
        const visible = previous.focused.visibleOutline || previous.focused.boxShadow !== 'none';
        if (!differs || !visible) noIndicator.push(`${previous.name}: focused ${JSON.stringify(previous.focused)}, not ${JSON.stringify(after)}`);
        await previous.el.dispose();
      }
      seen.push(name);
      previous = name === 'body' ? null : { el, name, focused };
    }
    for (const w of wanted) assert.ok(seen.includes(w), `Tab never reached ${w}; order: ${seen.join(', ')}`);
    assert.deepEqual(noIndicator, [], 'focused elements without a visible focus indicator');
    // The playback controls come in their visual order.
    const order = ['reset', 'step-back', 'play', 'step-forward', 'timeline'].map((w) => seen.indexOf(w));
    assert.deepEqual([...order].sort((a, b) => a - b), order, `playback controls out of order: ${seen.join(', ')}`);

    // Shortcuts, with the focus on nothing in particular.
    const live = page.getByTestId('narration-live');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    await waitCounter(page, 'inserted_rows', 2);
    await waitUntil(async () => /^Insert 2\b/.test(await live.innerText()), 'the live region did not narrate step 2');
    await page.keyboard.press('ArrowRight');
    await waitCounter(page, 'inserted_rows', 3);
    await page.keyboard.press('ArrowLeft');
    await waitCounter(page, 'inserted_rows', 2);
    await page.keyboard.press('Home');
    await waitCounter(page, 'inserted_rows', 0);
    await waitUntil(async () => (await live.innerText()).startsWith('Step 0'), 'the live region did not narrate step 0');
    await page.keyboard.press('Space');
    await waitUntil(async () => (await counter(page, 'inserted_rows')) >= 2, 'Space: playback did not start');
    await page.keyboard.press('Space');
    await page.waitForTimeout(300); // a step already asked of the worker may still land
    const paused = await counter(page, 'inserted_rows');
    await page.waitForTimeout(1000);
    assert.equal(await counter(page, 'inserted_rows'), paused, 'Space: still stepping after the second press');
    await page.keyboard.press('Home');
    await waitCounter(page, 'inserted_rows', 0);

    // Keys that belong to what has the focus are left to it: the caret in a field...
    await page.getByTestId('param-days').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(500);
    assert.equal(await counter(page, 'inserted_rows'), 0, '→ in a text field stepped the view');
    // ...and Space on a button presses that button, once.
    await page.getByTestId('step-forward').focus();
    await page.keyboard.press('Space');
    await waitCounter(page, 'inserted_rows', 1);
    await page.waitForTimeout(800);
    assert.equal(await counter(page, 'inserted_rows'), 1, 'Space on the step button also started playback');
    assert.match(await page.getByTestId('play').innerText(), /Play/);
    // ...and the timeline's own arrows move it.
    await page.getByTestId('timeline').focus();
    await page.keyboard.press('ArrowRight');
    await waitCounter(page, 'inserted_rows', 2);

    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('prefers-reduced-motion: a step is shown played at once, CSS motion is off', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&checkpoints=0', serverUrl(), { reducedMotion: 'reduce' });
  try {
    await page.getByTestId('step-forward').waitFor();
    await waitCounter(page, 'inserted_rows', 0);
    const motion = () =>
      page.evaluate(() =>
        ['.chip', '.event', '.page-g', '.row-g'].map((sel) => {
          const el = document.querySelector(sel);
          if (!el) return `${sel}: missing`;
          const cs = getComputedStyle(el);
          return `${sel}: transition ${cs.transitionDuration}, animation ${cs.animationName}`;
        }),
      );
    for (let i = 1; i <= 3; i++) {
      await page.getByTestId('step-forward').click();
      await waitCounter(page, 'inserted_rows', i);
      // The same render that shows the counter shows every event played: nothing left to animate.
      const state = await page.evaluate(() => ({
        todo: document.querySelectorAll('.event.is-todo').length,
        current: document.querySelectorAll('.event.is-current').length,
        events: document.querySelectorAll('.event').length,
        chipsOff: document.querySelectorAll('.step-path .chip:not(.is-on)').length,
        hidden: document.querySelectorAll('.step-detail .is-hidden').length,
      }));
      assert.ok(state.events > 0, 'no events listed');
      assert.deepEqual(
        { todo: state.todo, current: state.current, chipsOff: state.chipsOff, hidden: state.hidden },
        { todo: 0, current: 1, chipsOff: 0, hidden: 0 },
        `step ${i} still animating under reduced motion`,
      );
    }
    for (const line of await motion()) {
      assert.match(line, /transition 0s(, 0s)*, animation none$/, `reduced motion: ${line}`);
    }
    // The same page without the preference animates again (so the check above means something).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const moving = (await motion()).filter((l) => !/transition 0s(, 0s)*,/.test(l));
    assert.ok(moving.length > 0, `no transitions without reduced motion: ${JSON.stringify(await motion())}`);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
