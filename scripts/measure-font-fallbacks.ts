// Measures how wide the brand fonts' metric-matched fallbacks (src/styles/fonts.ts) set the site's
// own words, relative to the brand fonts, in Chromium from the built site: the numbers behind
// FALLBACK_WIDTH_RATIOS there. Run after changing fonts or fallbacks, and copy the ratios over:
//   npm run build && npx tsx scripts/measure-font-fallbacks.ts
// Debian's Chromium has Liberation Serif and Sans, metric twins of Times New Roman and Arial, so
// the ratios hold wherever those fallbacks are used (Windows, macOS, most Linux).
import { readFileSync } from "node:fs";
import { parseYaml } from "../src/node/contentFiles/parseContent";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../testing/chromium";
import { serveSite } from "../testing/serve";

interface Home {
  hero: { intro: string };
  system: { title: string; steps: { title: string; description: string }[] };
  coach: { bio: string };
}

async function main(): Promise<void> {
  const home = parseYaml(readFileSync("content/home.yaml", "utf8")) as Home;
  const headings = [home.system.title, ...home.system.steps.map((step) => step.title)].join(" ");
  const samples = {
    // Headings: the tagline and section and step titles, in the heading face (600).
    heading: `Agents Give You Speed. Craftsmanship Gives You Confidence. ${headings}`,
    // Running text, in the body face at 400 and (labels, buttons) at 700.
    body: `${home.hero.intro} ${home.system.steps.map((step) => step.description).join(" ")} ${home.coach.bio}`,
  };
  const cases = [
    ["heading 600", "600", "Source Serif 4", samples.heading],
    ["body 400", "400", "Source Sans 3", samples.body],
    ["body 700", "700", "Source Sans 3", samples.body],
  ] as const;
  const site = await serveSite("public", 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/`);
    await page.evaluate(() => document.fonts.ready);
    for (const [name, weight, family, text] of cases) {
      const width = (font: string): Promise<number> =>
        page.evaluate(
          `(() => { const c = document.createElement("canvas").getContext("2d"); c.font = ${JSON.stringify(font)}; return c.measureText(${JSON.stringify(text)}).width; })()`,
        );
      const brand = await width(`${weight} 100px "${family}"`);
      const fallback = await width(`${weight} 100px "${family} Fallback"`);
      console.log(`${name}: fallback / brand = ${(fallback / brand).toFixed(4)}`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
