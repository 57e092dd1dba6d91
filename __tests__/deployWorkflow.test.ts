/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The workflows cannot run here, so their shape is checked. Deploy: the official Pages actions
// pinned to major versions, in order; the Node version package.json's engines allow; .cache
// and public cached; the build given configure-pages' origin and base_path, the launch check and
// the analytics settings; the checks before the upload; a daily run kept alive; the right to
// publish on the deploy job only. Checks: every check on each pull request, read-only. Dependabot:
// actions and npm, grouped.
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
  if?: string;
  permissions?: Record<string, string>;
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

const readYaml = (file: string): unknown =>
  load(readFileSync(path.join(__dirname, "..", ".github", file), "utf8"));
const workflow = readYaml("workflows/deploy.yml") as Workflow;
const checks = readYaml("workflows/checks.yml") as Workflow;

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

it("grants the right to publish to the deploy job only, and runs one deployment at a time", () => {
  // Nothing by default; the build job runs npm ci (install scripts) and cannot publish.
  expect(workflow.permissions).toEqual({});
  const deployJob = Object.values(workflow.jobs).find((job) =>
    job.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@")),
  );
  expect(deployJob?.permissions).toEqual({ pages: "write", "id-token": "write" });
  for (const job of Object.values(workflow.jobs).filter((other) => other !== deployJob)) {
    expect(job.permissions ?? {}).not.toHaveProperty("id-token");
    expect(job.permissions?.pages).not.toBe("write");
    expect(job.permissions?.contents).not.toBe("write");
  }
  expect(workflow.concurrency.group).toBeTruthy();
});

// The versions live in the workflows alone (Dependabot bumps them there): each official action is
// pinned to a major tag, as the actions' own repositories publish them (the pull-request checks
// use the deploy's, below).
const usedActions = [workflow, checks].flatMap((file) =>
  Object.values(file.jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? [])),
);

it.each(usedActions)("pins %s to a major version tag", (uses) => {
  expect(uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
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

it("builds at the address and path configure-pages gives, with the launch check and analytics", () => {
  const pagesId = stepUsing("actions/configure-pages").id;
  expect(pagesId).toBeTruthy();
  expect(buildStep().env).toMatchObject({
    SITE_URL: `\${{ steps.${pagesId}.outputs.origin }}`,
    PREFIX_PATHS: "true",
    PATH_PREFIX: `\${{ steps.${pagesId}.outputs.base_path }}`,
    REFUSE_PLACEHOLDERS: "true",
    ALLOW_PLACEHOLDERS: "${{ vars.ALLOW_PLACEHOLDERS }}",
    GATSBY_POSTHOG_KEY: "${{ vars.GATSBY_POSTHOG_KEY }}",
    GATSBY_POSTHOG_HOST: "${{ vars.GATSBY_POSTHOG_HOST }}",
  });
});

it("gatsby-config.ts takes the prefix from PATH_PREFIX", () => {
  const saved = process.env.PATH_PREFIX;
  process.env.PATH_PREFIX = "/coaching-site";
  try {
    jest.isolateModules(() => {
      // A fresh load with the env set.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
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
  const buildJobName = Object.keys(workflow.jobs).find((name) =>
    workflow.jobs[name]?.steps.some((step) =>
      step.uses?.startsWith("actions/upload-pages-artifact@"),
    ),
  );
  expect(buildJobName).toBeTruthy();
  expect([deployJob?.needs].flat()).toContain(buildJobName);
  expect(deployJob?.environment?.name).toBe("github-pages");
});

it("keeps the daily schedule alive on scheduled runs, with the one right that needs", () => {
  const keepAlive = Object.values(workflow.jobs).find((job) =>
    job.steps.some((step) => /actions\/workflows\/deploy\.yml\/enable/.test(step.run ?? "")),
  );
  expect(keepAlive?.if).toBe("github.event_name == 'schedule'");
  expect(keepAlive?.permissions).toEqual({ actions: "write" });
  // Independent of the build: a failing day must not end the schedule.
  expect(keepAlive?.needs).toBeUndefined();
});

describe("the pull-request checks", () => {
  const steps = Object.values(checks.jobs).flatMap((job) => job.steps);
  const runs = steps.map((step) => step.run ?? "").join("\n");

  it("run on every pull request, read-only", () => {
    expect(checks.on).toHaveProperty("pull_request");
    expect(checks.permissions).toEqual({ contents: "read" });
    expect(Object.values(checks.jobs).every((job) => job.permissions === undefined)).toBe(true);
  });

  it.each([
    "npm ci",
    "npm run typecheck",
    "npm run lint",
    "npm run test:unit",
    "npm run build",
    "npm run check:security",
    "npm run check:links",
    "npm run check:html",
    "npm run check:email",
    "npm run check:gatsby",
  ])("run %s, the build before the checks of its pages", (command) => {
    expect(runs).toContain(command);
    if (command.startsWith("npm run check:")) {
      expect(runs.indexOf(command)).toBeGreaterThan(runs.indexOf("npm run build"));
    }
  });

  it("use the same actions as the deploy", () => {
    for (const step of steps.filter((candidate) => candidate.uses)) {
      expect(allSteps.map((candidate) => candidate.uses)).toContain(step.uses);
    }
  });
});

describe("Dependabot", () => {
  interface Update {
    "package-ecosystem": string;
    schedule: { interval: string };
    groups?: Record<string, { patterns: string[] }>;
  }
  const { updates } = readYaml("dependabot.yml") as { updates: Update[] };

  it.each(["github-actions", "npm"])("updates %s monthly, grouped", (ecosystem) => {
    const update = updates.find((candidate) => candidate["package-ecosystem"] === ecosystem);
    expect(update?.schedule.interval).toBe("monthly");
    const patterns = Object.values(update?.groups ?? {}).flatMap((group) => group.patterns);
    expect(patterns).toContain("*");
  });
});
