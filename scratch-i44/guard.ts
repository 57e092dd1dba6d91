// One-off: the post-build guard stops a build whose Prose edits the HTML after the check.
import { SiteCopy } from "../testing/siteCopy";
(async () => {
  const site = new SiteCopy("guard");
  site.edit("src/components/Prose.tsx", (text) =>
    text.replace(
      'dangerouslySetInnerHTML={{ __html: html }}',
      'dangerouslySetInnerHTML={{ __html: html.replace(/<pre(?=[\\s>])(?![^>]*\\stabindex=)/gi, \'<pre tabindex="0"\') }}',
    ),
  );
  site.write(
    "content/newsletter/markup-in-attributes.md",
    `---\ntitle: "Markup"\ndate: "2026-01-15"\nsummary: "x"\n---\n\nA [pricing page](https://example.com/pricing "<pre><meta http-equiv=refresh content='0;url=https://evil.example/'>").\n`,
  );
  const run = await site.gatsby(["build"], 600, { ALLOW_PLACEHOLDERS: "true" });
  console.log("exit", run.code, run.seconds);
  console.log(run.output.split("\n").filter((l) => /allow-list judged|Content does not stay|ERROR/.test(l)).join("\n"));
  site.dispose();
})();
