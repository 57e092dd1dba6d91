// Imports run downward (docs/architecture.md, "Layers"); `npm run lint` runs this. The build's
// stages, bottom first: a stage imports only from the rows below it, never a row's neighbour.
const STAGES = [
  ["builtSite.ts", "srcset.ts"],
  ["gatsbyOutput.ts"],
  ["cache", "contentFiles"],
  ["htmlSafety", "launch", "socialCards", "searchIndex"],
  ["content", "feed", "builtPages", "pages"],
  ["schema"],
];
const inNode = (names) => `^src/node/(${names.join("|").replace(/\./g, "\\.")})($|/)`;
const moveDown = "Move what both need down to a module both import (docs/architecture.md).";

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    ...STAGES.flatMap((row, index) =>
      row.map((stage) => ({
        name: "no-import-up-a-stage",
        comment: `${stage} imports a stage at or above its own row. ${moveDown}`,
        severity: "error",
        from: { path: inNode([stage]) },
        to: {
          path: inNode(
            STAGES.slice(index)
              .flat()
              .filter((other) => other !== stage),
          ),
        },
      })),
    ),
    {
      name: "stage-not-listed",
      comment: "Every folder or module of src/node/ takes its row in .dependency-cruiser.cjs.",
      severity: "error",
      from: { path: "^src/node/" },
      to: { path: "^src/node/", pathNot: inNode(STAGES.flat()) },
    },
    {
      name: "browser-imports-build",
      comment: "src/node/ and src/config/ run at build time only: no browser module imports them.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(node|config)/" },
      to: { path: "^src/(node|config)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "gatsby-types\\.d\\.ts$" },
    tsPreCompilationDeps: true,
  },
};
