// Reads a Chromium performance trace (devtools.timeline + the V8 sampling profiler) and says how
// much of the page's main-thread time went to analytics. Pure functions over the trace's events;
// the runner is bench/analytics.ts.
//
// A main-thread task is analytics' when it evaluates one of the analytics chunks' scripts (the
// set comes from webpack's chunk list, readWebpackStats: posthog-js), when at least half of its
// sampled JavaScript time has one of their functions on the stack (code in the site's bundle that
// calls into posthog-js counts with it), or when it sends a request to the analytics host (the
// site's own sender lives in the main bundle, so it is recognised by what it does; the whole task
// counts, which overstates it if the request went out inside some other work). A task of 50 ms
// or more is a long task.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> };
}

interface CallFrame {
  url?: string;
  functionName?: string;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

interface LongTask {
  /** Start, in trace microseconds. */
  ts: number;
  /** Duration in milliseconds. */
  ms: number;
  /** Milliseconds of sampled JavaScript with an analytics function on the stack. */
  analyticsMs: number;
  causedByAnalytics: boolean;
}

export interface AnalyticsCost {
  /** Every main-thread long task (>= 50 ms) in the window. */
  longTasks: LongTask[];
  /** How many tasks of any length were analytics', and the longest of them, in ms. */
  analyticsTasks: number;
  longestAnalyticsTaskMs: number;
  /** The longest long task caused by analytics, in ms (0 when none). */
  longestMs: number;
  /** The summed duration of the long tasks caused by analytics, in ms. */
  totalMs: number;
  /** All sampled analytics JavaScript in the window, long tasks or not, in ms. */
  analyticsJsMs: number;
}

const LONG_TASK_MS = 50;

const isAnalyticsUrl = (url: unknown, analyticsFiles: readonly string[]): boolean =>
  typeof url === "string" && analyticsFiles.some((file) => url.endsWith(`/${file}`));

/** The renderer main thread that ran the most tasks: the page's. */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.name === "thread_name" && event.args?.name) {
      names.set(`${event.pid}:${event.tid}`, event.args.name);
    }
  }
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === "RunTask" && event.ph === "X" && names.get(key) === "CrRendererMain") {
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const [best] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error("trace: no renderer main thread with tasks");
  const [pid = 0, tid = 0] = best[0].split(":").map(Number);
  return { pid, tid };
}

interface Sample {
  /** Trace microseconds. */
  ts: number;
  /** Microseconds until the next sample. */
  dur: number;
  analytics: boolean;
}

/**
 * The sampling profiler's non-idle samples for one process. A sample counts as analytics when any
 * frame on its stack is from an analytics script.
 */
function analyticsSamples(
  events: readonly TraceEvent[],
  pid: number,
  analyticsFiles: readonly string[],
): Sample[] {
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.name === "Profile" && event.pid === pid && event.id) {
      const startTime = event.args?.data?.startTime;
      starts.set(event.id, typeof startTime === "number" ? startTime : event.ts);
    }
  }
  const samples: Sample[] = [];
  for (const [id, start] of starts) {
    const parents = new Map<number, number | undefined>();
    const own = new Map<number, boolean>();
    const idle = new Set<number>();
    const memo = new Map<number, boolean>();
    const isAnalytics = (node: number): boolean => {
      const known = memo.get(node);
      if (known !== undefined) return known;
      const parent = parents.get(node);
      const result =
        (own.get(node) ?? false) || (parent !== undefined ? isAnalytics(parent) : false);
      memo.set(node, result);
      return result;
    };
    let time = start;
    const raw: { ts: number; node: number }[] = [];
    for (const event of events) {
      if (event.name !== "ProfileChunk" || event.pid !== pid || event.id !== id) continue;
      const data = event.args?.data as ProfileChunkData | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) {
        parents.set(node.id, node.parent);
        own.set(node.id, isAnalyticsUrl(node.callFrame.url, analyticsFiles));
        if (node.callFrame.functionName === "(idle)") idle.add(node.id);
      }
      const nodes = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      nodes.forEach((node, index) => {
        time += deltas[index] ?? 0;
        raw.push({ ts: time, node });
      });
    }
    raw.forEach((sample, index) => {
      const next = raw[index + 1];
      if (idle.has(sample.node)) return;
      const dur = next ? Math.max(0, next.ts - sample.ts) : 0;
      samples.push({ ts: sample.ts, dur, analytics: isAnalytics(sample.node) });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * What analytics cost the main thread between `fromTs` and `toTs` (trace µs): long tasks caused
 * by it (longest, total) and all its sampled JavaScript time.
 */
export function analyticsCost(
  events: readonly TraceEvent[],
  analyticsFiles: readonly string[],
  analyticsOrigin: string,
  fromTs = -Infinity,
  toTs = Infinity,
): AnalyticsCost {
  const { pid, tid } = mainThreadOf(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const samples = analyticsSamples(events, pid, analyticsFiles).filter(
    (sample) => sample.ts >= fromTs && sample.ts <= toTs,
  );
  const marks = onMain.filter(
    (event) =>
      ((event.name === "EvaluateScript" || event.name === "v8.compile") &&
        isAnalyticsUrl(event.args?.data?.url, analyticsFiles)) ||
      (event.name === "ResourceSendRequest" &&
        String(event.args?.data?.url ?? "").startsWith(analyticsOrigin)),
  );
  const tasks = onMain
    .filter(
      (event) =>
        event.name === "RunTask" && event.ph === "X" && event.ts >= fromTs && event.ts <= toTs,
    )
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      const sum = (list: typeof inside) => list.reduce((total, sample) => total + sample.dur, 0);
      const analyticsUs = sum(inside.filter((sample) => sample.analytics));
      const marked = marks.some((event) => event.ts >= task.ts && event.ts < end);
      return {
        ts: task.ts,
        ms: (task.dur ?? 0) / 1000,
        analyticsMs: analyticsUs / 1000,
        causedByAnalytics: marked || (analyticsUs > 0 && analyticsUs * 2 >= sum(inside)),
      };
    });
  const ours = tasks.filter((task) => task.causedByAnalytics);
  const longTasks = tasks.filter((task) => task.ms >= LONG_TASK_MS);
  const caused = longTasks.filter((task) => task.causedByAnalytics);
  return {
    longTasks,
    analyticsTasks: ours.length,
    longestAnalyticsTaskMs: Math.max(0, ...ours.map((task) => task.ms)),
    longestMs: Math.max(0, ...caused.map((task) => task.ms)),
    totalMs: caused.reduce((total, task) => total + task.ms, 0),
    analyticsJsMs:
      samples.filter((sample) => sample.analytics).reduce((total, s) => total + s.dur, 0) / 1000,
  };
}
