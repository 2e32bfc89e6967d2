import { expect, expectNoCspViolations, pageTest as test, waitForChunksOnLoad, watchCspViolations } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { quizQuestions } from '../content/quiz';
import { expectNoAxeViolations } from './axe';

// Whole journeys with several axe passes each; the default 30 s is too tight on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Every test sets its own stored choices (prepare below), so none inherits the config's default consent and hints.
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Stored choices before the page loads. The quiz hint and the parent/child intro are marked as seen unless a test
 * is about the hint, so no bubble covers the question.
 */
async function prepare(page: Page, { consent, hintSeen = true }: { consent?: 'accepted' | 'essential' | 'declined'; hintSeen?: boolean }) {
  await page.addInitScript(
    ({ consent, hintSeen }) => {
      // Only on the first load of this test: later reloads keep what the page stored itself.
      if (window.sessionStorage.getItem('e2e-prepared')) return;
      window.sessionStorage.setItem('e2e-prepared', '1');
      if (consent) window.localStorage.setItem('cookieConsent', consent);
      if (hintSeen) {
        window.localStorage.setItem('typeIntroShown', 'true');
        window.localStorage.setItem('quizIntroShown', 'true');
      }
    },
    { consent, hintSeen },
  );
}

const quiz = (page: Page) => page.getByRole('main');
const currentQuestion = (page: Page) => quiz(page).getByRole('group');
const wrongOption = (correct: readonly number[]) => [0, 1, 2, 3].find((o) => !correct.includes(o)) ?? 0;

/** Pointer run: the correct answers where `right(i)`, one wrong answer elsewhere. */
async function answerAllByPointer(page: Page, right: (i: number) => boolean, onQuestion?: (i: number) => Promise<void>) {
  for (const [i, q] of quizQuestions.entries()) {
    await expect(quiz(page).getByText(`Frage ${i + 1} von 10`)).toBeVisible();
    await expect(currentQuestion(page)).toHaveAccessibleName(q.question);
    for (const option of right(i) ? q.correctAnswers : [wrongOption(q.correctAnswers)]) {
      await currentQuestion(page).getByRole('checkbox', { name: q.options[option], exact: true }).check();
    }
    await onQuestion?.(i);
    await quiz(page).getByRole('button', { name: i === 9 ? 'Abgeben' : 'Weiter' }).click();
  }
}

/** Score 'X von 10' inside the result ring. */
const scoreText = (page: Page, n: number) => quiz(page).getByText(`${n} von 10`, { exact: true });

test.describe('/quizcarousel', () => {
  test('full run by pointer, results with band and level, review, saved across a reload (consent essential)', async ({ page }) => {
    await prepare(page, { consent: 'essential' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quizcarousel');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kursberater-Quiz');

    await answerAllByPointer(
      page,
      (i) => i < 7,
      async (i) => {
        if (i === 0) {
          await expectNoAxeViolations(page, 'question view 390');
          await page.setViewportSize({ width: 1280, height: 900 });
          await expectNoAxeViolations(page, 'question view 1280');
          await page.setViewportSize({ width: 390, height: 844 });
        }
      },
    );

    await expect(page.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
    await expect(scoreText(page, 7)).toBeVisible();
    await expect(quiz(page).getByText('Gut gemacht!')).toBeVisible();
    await expect(quiz(page).getByText(/ist gespeichert/)).toBeVisible();
    await expect(quiz(page).getByRole('link', { name: 'Kurs für Level 2 anfragen' })).toHaveAttribute('href', '/contact?level=2');
    // Locked: nothing to tick any more.
    await expect(quiz(page).getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'results 390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Review of question 8, answered wrongly: the correct answers and the wrong choice are marked in words.
    await quiz(page).getByRole('button', { name: /Frage 8: falsch/ }).click();
    const q8 = quizQuestions[7]!;
    await expect(page.getByRole('heading', { name: q8.question })).toBeFocused();
    const options = quiz(page).getByRole('list', { name: 'Antworten' }).getByRole('listitem');
    await expect(options.nth(wrongOption(q8.correctAnswers))).toContainText('Deine Antwort – falsch');
    for (const c of q8.correctAnswers) await expect(options.nth(c)).toContainText('Richtige Antwort – nicht angekreuzt');
    await expect(quiz(page).getByText(q8.explanation)).toBeVisible();
    await expectNoAxeViolations(page, 'review 390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'review 1280');
    await quiz(page).getByRole('button', { name: 'Zurück zur Übersicht' }).click();
    await expectNoAxeViolations(page, 'results 1280');

    const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('quizResults') ?? 'null'));
    expect(stored.score).toBe(7);

    await page.reload();
    await expect(scoreText(page, 7)).toBeVisible();
    await expect(quiz(page).getByText('Gut gemacht!')).toBeVisible();
    await expect(quiz(page).getByRole('checkbox')).toHaveCount(0);
  });

  test('full run by keyboard only; only the current question is reachable', async ({ page }) => {
    await prepare(page, { consent: 'accepted' });
    await page.goto('/quizcarousel');
    // The skip link, then into the main content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Enter');

    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return (el?.closest('label')?.textContent ?? el?.textContent ?? '').trim();
      });
    /** Tabs forward until the element named `name` has focus; returns every name passed on the way. */
    async function tabTo(name: string): Promise<string[]> {
      const seen: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const current = await focusedName();
        seen.push(current);
        if (current === name) return seen;
      }
      throw new Error(`never reached "${name}", saw ${seen.join(' | ')}`);
    }

    for (const [i, q] of quizQuestions.entries()) {
      await expect(quiz(page).getByText(`Frage ${i + 1} von 10`)).toBeVisible();
      const picks = i === 0 ? [wrongOption(q.correctAnswers)] : q.correctAnswers;
      // From the question heading (or the page top) tab through the four answers, ticking with Space.
      for (const option of picks) {
        await tabTo(q.options[option]!);
        await page.keyboard.press('Space');
      }
      const last = i === 9;
      const seen = await tabTo(last ? 'Abgeben' : 'Weiter');
      // Nothing of another question lies on the way.
      for (const other of quizQuestions.filter((o) => o !== q)) {
        for (const text of other.options) expect(seen).not.toContain(text);
      }
      await page.keyboard.press('Enter');
      if (!last) await expect(page.getByRole('heading', { name: quizQuestions[i + 1]!.question })).toBeFocused();
    }

    await expect(page.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
    await expect(scoreText(page, 9)).toBeVisible();
    await expect(quiz(page).getByText('Sehr gut!')).toBeVisible();
    await tabTo('Antworten ansehen');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: quizQuestions[0]!.question })).toBeFocused();
    await expect(quiz(page).getByText('Deine Antwort – falsch')).toBeVisible();
    await tabTo('Zurück zur Übersicht');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
  });

  test('a sideways swipe moves between questions on a touch screen', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const violations: string[] = [];
    await watchCspViolations(context, violations);
    const page = await context.newPage();
    waitForChunksOnLoad(page);
    await prepare(page, { consent: 'essential' });
    await page.goto('/quizcarousel');
    const swipe = (fromX: number, toX: number) =>
      currentQuestion(page).evaluate(
        (el, { fromX, toX }) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
          el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(fromX)], changedTouches: [touch(fromX)] }));
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(toX)] }));
        },
        { fromX, toX },
      );
    await expect(quiz(page).getByText('Frage 1 von 10')).toBeVisible();
    // Hydrated once a tick sticks.
    await currentQuestion(page).getByRole('checkbox').first().check();
    await swipe(320, 80);
    await expect(quiz(page).getByText('Frage 2 von 10')).toBeVisible();
    await swipe(80, 320);
    await expect(quiz(page).getByText('Frage 1 von 10')).toBeVisible();
    await expect(currentQuestion(page).getByRole('checkbox').first()).toBeChecked();
    await expectNoCspViolations(context, violations);
    await context.close();
  });

  for (const consent of [undefined, 'declined'] as const) {
    test(`without consent (${consent ?? 'no choice yet'}) the results say they cannot be saved`, async ({ page }) => {
      await prepare(page, { consent });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/quizcarousel');
      await answerAllByPointer(page, () => true);
      await expect(scoreText(page, 10)).toBeVisible();
      await expect(quiz(page).getByText('Ausgezeichnet!')).toBeVisible();
      await expect(quiz(page).getByText(/kann nicht gespeichert werden.*Seite danach neu/)).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem('quizResults'))).toBeNull();
      await expectNoAxeViolations(page, 'results without consent');
      await page.reload();
      await expect(quiz(page).getByText('Frage 1 von 10')).toBeVisible();
    });
  }

  test("the quiz hint appears after typeIntroShown and 'Verstanden' dismisses it for good", async ({ page }) => {
    await prepare(page, { consent: 'essential', hintSeen: false });
    // The test moves the page's clock on instead of waiting for real time to pass.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quizcarousel');
    const hint = page.getByRole('complementary', { name: 'So funktioniert das Quiz' });
    // Hydrated (a tick sticks) and still no hint without the event.
    await currentQuestion(page).getByRole('checkbox').first().check();
    await page.clock.runFor(700);
    await expect(hint).toHaveCount(0);

    await page.evaluate(() => window.dispatchEvent(new Event('typeIntroShown')));
    await page.clock.runFor(500);
    await expect(hint).toBeVisible();
    await expectNoAxeViolations(page, 'hint');
    await hint.getByRole('button', { name: 'Verstanden' }).click();
    await expect(hint).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('quizIntroShown'))).toBe('true');

    await page.reload();
    await currentQuestion(page).getByRole('checkbox').first().check();
    await page.evaluate(() => window.dispatchEvent(new Event('typeIntroShown')));
    await page.clock.runFor(900);
    await expect(hint).toHaveCount(0);
  });
});

test.describe('/quiz (single page)', () => {
  test('all ten questions, one submit with score and band, retake resets', async ({ page }) => {
    await prepare(page, { consent: 'essential' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quiz');
    const groups = quiz(page).getByRole('group');
    await expect(groups).toHaveCount(10);

    for (const [i, q] of quizQuestions.entries()) {
      const role = q.correctAnswers.length === 1 ? 'radio' : 'checkbox';
      const group = groups.nth(i);
      await expect(group.getByRole(role)).toHaveCount(4);
      // Question 3 answered wrongly.
      const picks = i === 2 ? [wrongOption(q.correctAnswers)] : q.correctAnswers;
      for (const p of picks) await group.getByRole(role, { name: q.options[p], exact: true }).check();
    }
    await expectNoAxeViolations(page, 'single page answered');
    await quiz(page).getByRole('button', { name: 'Abgeben' }).click();

    await expect(page.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
    await expect(scoreText(page, 9)).toBeVisible();
    await expect(quiz(page).getByText('Sehr gut!')).toBeVisible();
    await expect(groups.nth(2)).toContainText('Leider nicht richtig');
    await expect(groups.nth(0).getByRole('radio').first()).toBeDisabled();
    await expectNoAxeViolations(page, 'single page results 390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'single page results 1280');

    await quiz(page).getByRole('button', { name: 'Quiz wiederholen' }).click();
    await expect(scoreText(page, 9)).toHaveCount(0);
    await expect(quiz(page).getByRole('button', { name: 'Abgeben' })).toBeVisible();
    const checked = async (locator: Locator) => locator.evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).checked).length);
    expect(await checked(quiz(page).locator('input'))).toBe(0);
    await expect(groups.nth(0).getByRole('radio').first()).toBeFocused();
  });
});
