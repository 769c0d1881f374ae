import type { Page } from '@playwright/test';

/**
 * Phones to a wide desktop: common device widths, each side of the theme's breakpoints (Chakra's
 * sm 480, md 768, lg 1024, xl 1280) and of the meal plan's (list only up to 768, list first up to
 * 912), and the 850 px at which the calendar once broke "Wednesday".
 */
export const widths = [
  320, 360, 390, 414, 479, 480, 600, 767, 768, 769, 850, 912, 913, 1000, 1023, 1024, 1279, 1280, 1440,
];
/** The meal plan offers its Calendar view above 768 px. */
export const calendarWidths = widths.filter((width) => width > 768);
/** A dialog changes its layout at fewer widths (full screen on a phone, its size from md up). */
export const dialogWidths = [320, 360, 390, 414, 479, 480, 600, 767, 768, 1024, 1440];

interface LayoutProblems {
  /** How far the page scrolls sideways, in px (0: not at all). */
  overflow: number;
  /** Words the browser split over two lines. */
  brokenWords: string[];
  /** The elements that stick out when the page scrolls sideways. */
  culprits: string[];
}

/** Sideways scrolling, and words split inside (checked by the lines each word's box falls on). */
export const layoutProblems = (page: Page): Promise<LayoutProblems> =>
  page.evaluate(async () => {
    // A resize re-renders what depends on the width (phone or desktop header, week layout) at
    // once; two frames later it is laid out.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const root = document.documentElement;
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, option, title')) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text sits in a 1 px box on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-–—/]{2,}/g)) {
        // The tests' made-up names hold a time-and-random tag ("mwz04qneswa9", uniqueName), which no
        // narrow column can hold whole and which the app rightly breaks; other tests add such
        // recipes to the shared catalogue that lists (the recipe picker) show. No word of the app
        // mixes digits into ten or more lower-case letters.
        if (/^[0-9a-z]{10,}$/.test(match[0]) && /\d/.test(match[0]) && /[a-z]/.test(match[0])) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) brokenWords.push(match[0]);
      }
    }
    const overflow = root.scrollWidth - root.clientWidth;
    // Name the innermost elements that stick out, so a failure says where to look.
    const culprits =
      overflow > 0
        ? [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .filter(
              (element) =>
                ![...element.children].some(
                  (child) => child.getBoundingClientRect().right > root.clientWidth + 0.5,
                ),
            )
            .slice(0, 3)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
            )
        : [];
    return { overflow, brokenWords, culprits };
  });

/** Resizes through every width and collects what is wrong at each, so one run names them all. */
export const sweep = async (page: Page, screen: string, at: readonly number[] = widths) => {
  const found: string[] = [];
  for (const width of at) {
    await page.setViewportSize({ width, height: 900 });
    const { overflow, brokenWords, culprits } = await layoutProblems(page);
    if (overflow > 0)
      found.push(`${screen} at ${width} px scrolls sideways by ${overflow} px (${culprits.join(', ')})`);
    if (brokenWords.length > 0) found.push(`${screen} at ${width} px breaks ${brokenWords.join(', ')}`);
  }
  return found;
};
