// Accessibility checks for the browser tests (issue 17): axe-core on every screen the specs visit.
//
// How "every screen" is enforced: explicitly. Each spec calls `expectAccessible(page, '<screen name>')`
// right after a screen (or a dialog on it) is shown and settled, the same way it asserts what the screen
// shows. A recording fixture was considered and left out: it cannot know when a screen has finished
// loading (data, lazy chunks, transitions), so it would check half-drawn screens or miss dialogs. New
// specs for new screens call it too; a review checks that every `page.goto`/navigation is followed by one.
//
// One call checks the page at the current viewport and at a phone viewport (390×844), then restores the
// viewport. A violation with impact `serious` or `critical` fails the test; the failure is a soft
// assertion, so one run lists every screen's violations (rule id, impact, target, screen) and the test
// still fails at its end. Moderate/minor findings are not reported.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const A11Y_PHONE_VIEWPORT = { width: 390, height: 844 };

/** Impacts that fail a test (issue 17: "0 serious or critical violations"). */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Longest wait for layout to settle after a viewport change or before a check. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Runs axe on the page as it is now, at the current viewport and at 390×844, and fails (softly) on any
 * serious or critical violation. `screen` names the screen in the failure message.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const original = page.viewportSize();
  const problems: string[] = [];
  problems.push(...(await seriousViolations(page, screen, original ? `${original.width}x${original.height}` : 'window')));
  const phoneSize = A11Y_PHONE_VIEWPORT;
  const alreadyPhone = original?.width === phoneSize.width && original.height === phoneSize.height;
  if (!alreadyPhone) {
    await page.setViewportSize(phoneSize);
    try {
      problems.push(...(await seriousViolations(page, screen, `${phoneSize.width}x${phoneSize.height}`)));
    } finally {
      if (original) {
        await page.setViewportSize(original);
        await settle(page);
      }
    }
  }
  expect.soft(problems, `axe: serious/critical violations on "${screen}"\n${problems.join('\n')}`).toEqual([]);
}

async function seriousViolations(page: Page, screen: string, viewport: string): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'unknown';
      if (!FAILING_IMPACTS.has(impact)) continue;
      const detail = [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean) ?? violation.help;
      lines.push(`  [${screen} @ ${viewport}] ${impact} ${violation.id}: ${node.target.join(' > ')} — ${detail}`);
    }
  }
  return lines;
}

/** Waits two frames and for finite running animations/transitions (menus, dialogs, toasts) to finish. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async (timeoutMs) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), timeout]);
    await frame();
  }, SETTLE_TIMEOUT_MS);
}
