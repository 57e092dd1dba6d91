// Gatsby ends every page with <script src async> elements for its bundles (about 85 KB gzip of
// React, Gatsby and the site). The page is complete HTML without them, so they should never hold up
// its first paint. But an async script runs the moment it is there: from the cache, or on a fast
// connection, it arrives while the browser is still parsing, and starting the app (30 ms on a
// laptop, four times that on a mid-range phone) then runs before anything is on screen. So after
// the build each page gets one small inline script instead, which adds the same scripts once the
// page is painted (see starterScript).
// gatsby-node.ts runs this from onPostBuild, before the CSP is written (which hashes the starter).
// (Not in gatsby-ssr's onPreRenderHTML: with slices on, Gatsby stitches these script tags into
// each page from public/_gatsby/slices/ after rendering, out of reach of the SSR APIs.)
import { promises as fs } from "node:fs";
import { isExecutableScriptType } from "./csp";
import { scanStartTags } from "./html";

export const STARTER_ID = "start-after-first-paint";

/**
 * The inline starter for these script URLs: ES5, so any browser runs it. It starts the scripts
 * once the browser reports the first contentful paint, which is after the frame is on screen (a
 * timeout after the frame's requestAnimationFrame can run before the frame is shown, with slow
 * compositing). Where paint timing is missing, or the tab is hidden (a tab loaded in the
 * background reports no paint), it starts after the next frame instead; and after 3 s in any case.
 */
export function starterScript(sources: readonly string[]): string {
  // "<" escaped, so a URL can never close the script element early.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script id="${STARTER_ID}">(function(s){var d=document,w=window,P=w.PerformanceObserver,done=0;` +
    `function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `function afterFrame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&d.visibilityState==="visible"){` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",afterFrame);` +
    `setTimeout(go,3000)}else afterFrame()})(${list});</script>`
  );
}

/**
 * The page with its async external scripts replaced by the starter, placed where the last of them
 * was. A page without any (already rewritten by an earlier build) comes back unchanged.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const bundles = scanStartTags(html).filter(
    (tag) =>
      tag.name === "script" &&
      tag.attrs.has("src") &&
      tag.attrs.has("async") &&
      isExecutableScriptType(tag.attrs.get("type")) &&
      tag.attrs.get("type")?.trim().toLowerCase() !== "module",
  );
  const last = bundles.at(-1);
  if (!last) return html;
  let result = html;
  for (const tag of [...bundles].reverse()) {
    const end = tag.closeEnd ?? tag.end;
    const replacement =
      tag === last ? starterScript(bundles.map((bundle) => bundle.attrs.get("src") ?? "")) : "";
    result = result.slice(0, tag.start) + replacement + result.slice(end);
  }
  return result;
}

/** Rewrites every page file given; returns how many changed. */
export async function startScriptsAfterFirstPaintInBuild(
  files: readonly string[],
): Promise<number> {
  const changed = await Promise.all(
    files.map(async (file) => {
      const html = await fs.readFile(file, "utf8");
      const rewritten = startScriptsAfterFirstPaint(html);
      if (rewritten === html) return false;
      await fs.writeFile(file, rewritten, "utf8");
      return true;
    }),
  );
  return changed.filter(Boolean).length;
}
