/**
 * @jest-environment node
 */
// The deploy workflow cannot run here, so its shape is checked: the official Pages actions in
// order, Node 20 with npm's cache, .cache and public cached, the build given configure-pages'
// base_path and the analytics settings from repository variables, and the Pages permissions.
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

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

const workflow = yaml.load(
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

it("deploys on pushes to main", () => {
  expect(workflow.on).toHaveProperty("push", { branches: ["main"] });
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

it("sets up Node 20 with npm's cache and installs with npm ci", () => {
  expect(stepUsing("actions/setup-node").with).toMatchObject({ "node-version": 20, cache: "npm" });
  expect(allSteps.some((step) => step.run?.trim() === "npm ci")).toBe(true);
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
