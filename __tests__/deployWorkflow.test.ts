/**
 * @jest-environment node
 */
// The deploy workflow cannot run here, so its shape is checked: the official Pages actions in
// order, the Node version package.json's engines allow, .cache and public cached, the build given
// configure-pages' base_path and the analytics settings, the checks before the upload, a daily run,
// and the Pages permissions.
import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}

interface Job {
  needs?: string | string[];
  environment?: { name: string; url: string };
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

const workflow = load(
  readFileSync(path.join(__dirname, "..", ".github", "workflows", "deploy.yml"), "utf8"),
) as Workflow;

const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const stepUsing = (action: string): Step => {
  const step = allSteps.find((candidate) => candidate.uses?.startsWith(`${action}@`));
  if (!step) throw new Error(`no step uses ${action}`);
  return step;
};
const buildStep = (): Step => {
  const step = allSteps.find((candidate) => /npm run build\b/.test(candidate.run ?? ""));
  if (!step) throw new Error("no build step");
  return step;
};

it("deploys on pushes to main and once a day, just after midnight in New York", () => {
  expect(workflow.on).toHaveProperty("push", { branches: ["main"] });
  // 05:15 UTC: 00:15 EST, 01:15 EDT. A scheduled issue goes live on its day without a push.
  expect(workflow.on).toHaveProperty("schedule", [{ cron: "15 5 * * *" }]);
});

it("has the Pages permissions and one deployment at a time", () => {
  expect(workflow.permissions).toMatchObject({ pages: "write", "id-token": "write" });
  expect(workflow.concurrency.group).toBeTruthy();
});

it("uses the official actions, in order", () => {
  const order = [
    "actions/checkout",
    "actions/setup-node",
    "actions/configure-pages",
    "actions/cache",
    "actions/upload-pages-artifact",
    "actions/deploy-pages",
  ].map((action) => allSteps.indexOf(stepUsing(action)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(allSteps.indexOf(buildStep())).toBeGreaterThan(order[2] ?? Infinity);
  expect(allSteps.indexOf(buildStep())).toBeLessThan(order[4] ?? -1);
});

it("sets up a Node LTS that package.json's engines allow, with npm's cache, and runs npm ci", () => {
  const setup = stepUsing("actions/setup-node").with ?? {};
  expect(setup).toMatchObject({ "node-version": 24, cache: "npm" });
  const engines = JSON.parse(readFileSync(path.join(__dirname, "..", "package.json"), "utf8"))
    .engines.node as string;
  expect(engines).toBe(">=20.19.0");
  expect(allSteps.some((step) => step.run?.trim() === "npm ci")).toBe(true);
});

it("checks types, unit tests and the built pages before anything is uploaded", () => {
  const runs = allSteps.map((step) => step.run ?? "").join("\n");
  const at = (command: string) => runs.indexOf(command);
  for (const command of ["npm run typecheck", "npm run test:unit"]) {
    expect(at(command)).toBeGreaterThan(-1);
    expect(at(command)).toBeLessThan(at("npm run build"));
  }
  for (const command of ["npm run check:security", "npm run check:links", "npm run check:html"]) {
    expect(at(command)).toBeGreaterThan(at("npm run build"));
  }
  const upload = allSteps.indexOf(stepUsing("actions/upload-pages-artifact"));
  const lastCheck = allSteps.findIndex((step) => step.run?.includes("npm run check:html"));
  expect(lastCheck).toBeLessThan(upload);
});

it("caches .cache and public", () => {
  const paths = String(stepUsing("actions/cache").with?.path ?? "")
    .split("\n")
    .map((line) => line.trim());
  expect(paths).toEqual(expect.arrayContaining([".cache", "public"]));
});

it("builds with the path prefix from configure-pages and analytics from repository variables", () => {
  const pagesId = stepUsing("actions/configure-pages").id;
  expect(pagesId).toBeTruthy();
  expect(buildStep().env).toMatchObject({
    PREFIX_PATHS: "true",
    PATH_PREFIX: `\${{ steps.${pagesId}.outputs.base_path }}`,
    GATSBY_POSTHOG_KEY: "${{ vars.GATSBY_POSTHOG_KEY }}",
    GATSBY_POSTHOG_HOST: "${{ vars.GATSBY_POSTHOG_HOST }}",
  });
});

it("gatsby-config.ts takes the prefix from PATH_PREFIX", () => {
  const saved = process.env.PATH_PREFIX;
  process.env.PATH_PREFIX = "/coaching-site";
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- fresh load with the env set
      const config = require("../gatsby-config").default;
      expect(config.pathPrefix).toBe("/coaching-site");
    });
  } finally {
    if (saved === undefined) delete process.env.PATH_PREFIX;
    else process.env.PATH_PREFIX = saved;
  }
});

it("uploads public/ and deploys it in a job that needs the build", () => {
  expect(stepUsing("actions/upload-pages-artifact").with?.path).toMatch(/^(\.\/)?public\/?$/);
  const deployJob = Object.values(workflow.jobs).find((job) =>
    job.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@")),
  );
  expect(deployJob?.needs).toBeTruthy();
  expect(deployJob?.environment?.name).toBe("github-pages");
});
