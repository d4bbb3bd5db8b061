// The stage of every lesson, as a student sees it on a laptop (1440x900)
// and on a phone (390x844, touch): the picture and Play are both inside the
// first screen at step 0 and while it plays, the picture does not move
// across 20 played steps (or to the end of a shorter lesson, such as the
// buffer pool's 12 references, but never fewer than 10), and axe finds
// nothing on the stage. Each cell also takes a language and a theme from a
// rotation (MATRIX), so every lesson and every screen is seen in the three
// languages and both themes between them, without 6 times the cells (what
// differs per language is the words, which the i18n test checks). Screenshots
// at step 0 and mid-play go to tests/e2e/screenshots/stage-*.png (and, with
// E2E_DOC_SHOTS=1, to docs/screenshots/ for the repository).
/* global document -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { root, shots, UI_TIMEOUT } from './helpers/config.mjs';
import { lessons } from './helpers/engine.mjs';
import { browserContext, serverUrl } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

const SCREENS = [
  { name: '1440x900', viewport: { width: 1440, height: 900 }, mobile: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true },
];
const docShots = process.env.E2E_DOC_SHOTS === '1';
/**
 * Languages x themes, taken in turn by lesson and screen: a lesson's two
 * screens differ in both (the README's pictures: English, light).
 */
const MATRIX = [
  { lang: 'en', theme: 'light' },
  { lang: 'fr', theme: 'dark' },
  { lang: 'ru', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'fr', theme: 'light' },
  { lang: 'ru', theme: 'dark' },
];
/** Steps played while the picture is watched, and the fewest a lesson may have. */
const PLAYED = 20;
const AT_LEAST = 10;

// One browser context per screen, made when first needed (the shared
// session starts in run.mjs's hooks).
const contexts = new Map();
function contextFor(screen) {
  if (!contexts.has(screen.name)) {
    contexts.set(
      screen.name,
      browserContext()
        .browser()
        .newContext({
          viewport: screen.viewport,
          isMobile: screen.mobile,
          hasTouch: screen.mobile,
          deviceScaleFactor: screen.mobile ? 2 : 1,
        }),
    );
  }
  return contexts.get(screen.name);
}
after(async () => {
  for (const c of contexts.values()) await (await c).close();
});

/** The box of a test id, in the viewport's coordinates. */
async function box(page, id) {
  const b = await page.getByTestId(id).first().boundingBox();
  assert.ok(b, `${id} has no box`);
  return b;
}

function assertInside(b, viewport, what) {
  assert.ok(
    b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width + 0.5 && b.y + b.height <= viewport.height + 0.5,
    `${what} ${JSON.stringify(b)} is not inside the first screen ${viewport.width}x${viewport.height}`,
  );
}

async function shot(page, name) {
  const path = join(shots, `${name}.png`);
  await page.screenshot({ path });
  if (docShots) {
    mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
    copyFileSync(path, join(root, 'docs/screenshots', `${name}.png`));
  }
}

/** The step the timeline's label shows (its bold figure, in any language's digits grouping). */
async function shownStep(page) {
  const text = await page.getByTestId('timeline').evaluate((el) => el.labels?.[0]?.querySelector('strong')?.textContent ?? '');
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : NaN;
}

for (const [si, screen] of SCREENS.entries()) {
  for (const [li, { id }] of lessons.entries()) {
    const { lang, theme } = docShots ? MATRIX[0] : MATRIX[(li + si) % MATRIX.length];
    test(`the stage of ${id} at ${screen.name} (${lang}, ${theme}): picture and Play in the first screen, still while it plays`, async () => {
      const page = await (await contextFor(screen)).newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        // Without checkpoints, which stop Play before their steps to ask
        // (checkpoints.test.mjs): here the picture must stay still over many steps.
        await page.goto(new URL(`?lesson=${id}&checkpoints=0&lang=${lang}&theme=${theme}`, serverUrl()).href, { waitUntil: 'load' });
        await page.getByTestId('page-view').waitFor({ timeout: UI_TIMEOUT });
        await page.getByTestId('play').waitFor();
        const early = await box(page, 'page-view');
        // Let the first drawing settle (fonts, canvas).
        await page.waitForTimeout(300);
        const picture = await box(page, 'page-view');
        assertInside(picture, screen.viewport, 'the picture');
        assertInside(await box(page, 'play'), screen.viewport, 'Play');
        await shot(page, `stage-${id}-${screen.name}-step0`);
        // The moments' jumps are found after the first picture (every
        // lesson has some): their arrival must not move it. Compared with
        // the picture's first box, taken before they can come (a 4px shift
        // from the bar's jumps row passed unseen when they came within the
        // settle time above, and failed the play check when they came later).
        await page.getByTestId('moment-previous').waitFor({ timeout: UI_TIMEOUT });
        assert.equal((await box(page, 'page-view')).y, early.y, 'the picture moved between its first frame and the moments being found');
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        await assertAccessible(page, `the stage of ${id} at ${screen.name} (${lang}, ${theme})`, { include: ['.stage'] });

        // Play fast; the picture's box must not move over 20 steps, or to
        // the end of a lesson with fewer (a step the view skipped to catch
        // up with the clock cannot be measured: the end counts as played).
        const total = Number(await page.getByTestId('timeline').getAttribute('max'));
        assert.ok(total >= AT_LEAST, `${id} has ${total} steps: too few to watch the picture play`);
        const wanted = Math.min(PLAYED, total);
        // Fast, but a lesson of few steps (Belady's string: 12) at a pace
        // the polling sees every step of even on a loaded machine: at 8x
        // it ended with fewer than AT_LEAST steps seen.
        await page.locator('.speed select').selectOption(total < 2 * PLAYED ? '2' : '8');
        await page.getByTestId('play').click();
        const seen = new Set();
        const tops = [];
        await waitUntil(
          async () => {
            const s = await shownStep(page);
            if (Number.isFinite(s) && s > 0 && !seen.has(s)) {
              seen.add(s);
              tops.push((await box(page, 'page-view')).y);
              if (seen.size === AT_LEAST) await shot(page, `stage-${id}-${screen.name}-playing`);
            }
            return seen.size >= wanted || (s === total && seen.size >= AT_LEAST);
          },
          `${id}: ${wanted} steps did not play`,
          UI_TIMEOUT,
        );
        // Pause, unless it stopped at the end by itself (Play would start again).
        if (/Pause|Пауза/.test(await page.getByTestId('play').innerText())) await page.getByTestId('play').click();
        const moved = tops.filter((y) => Math.abs(y - picture.y) > 0.5);
        assert.deepEqual(moved, [], `the picture moved while playing (top ${picture.y} at step 0)`);
        assertInside(await box(page, 'play'), screen.viewport, 'Play after playing');
        // On a phone the step's sentence lies under the picture: while it
        // is out of sight, a caption at the screen's foot says it (on a
        // laptop it is above the picture, and there is none).
        const caption = page.getByTestId('phone-caption');
        // (In sight: two lines of it, 48 px, above the foot: PhoneCaption's SEEN_PX.)
        const sentenceBelow = (await box(page, 'narration')).y > screen.viewport.height - 48;
        if (screen.mobile && sentenceBelow) {
          await caption.waitFor();
          const words = async (l) => (await l.innerText()).replace(/\s+/g, ' ').trim();
          assert.equal(await words(caption), await words(page.getByTestId('narration')), 'the caption says the step’s sentence');
          const c = await caption.boundingBox();
          assert.ok(c && Math.abs(c.y + c.height - screen.viewport.height) < 1, `the caption is at the screen's foot: ${JSON.stringify(c)}`);
          assert.ok(c.height < screen.viewport.height / 5, `the caption covers little of the picture: ${c.height}px`);
        } else {
          assert.equal(await caption.count(), 0, 'a caption while the sentence is in sight');
        }
        assert.deepEqual(errors, [], 'page errors');
      } finally {
        await page.close();
      }
    });
  }
}
