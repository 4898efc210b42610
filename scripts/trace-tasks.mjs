// node scripts/trace-tasks.mjs <trace.json>… : names the long tasks (over 50 ms) of the page's main thread in
// Chrome traces, such as those `BENCH_TRACE_DIR=<dir> npm run bench:web` keeps (docs/speed.md#main-thread).
// Lighthouse records the trace unthrottled and simulates the 4× slower phone afterwards, so a task here is
// about a quarter of what Lighthouse reports for it. Each task is split by what its time went to (self time
// of the trace events inside it) and names the scripts whose code ran in it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const LONG_MS = Number(process.env.LONG_TASK_MS ?? 50);

// Trace event names by the kind of work the issue asks to tell apart.
const KINDS = {
  'script: compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceModuleCache'],
  'script: evaluate modules': ['v8.evaluateModule', 'EvaluateScript', 'v8.run'],
  'script: run (calls, timers, events)': [
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.callFunction',
  ],
  'garbage collection': ['MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
  'parse HTML': ['ParseHTML'],
  'parse CSS': ['ParseAuthorStyleSheet'],
  'style and layout': [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'Layout',
    'InvalidateLayout',
    'ScheduleStyleRecalculation',
  ],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  'image decoding': ['Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef'],
  'network responses (script files arriving)': [
    'ResourceReceiveResponse',
    'ResourceReceivedData',
    'ResourceFinish',
  ],
};
KINDS['task itself (no event inside)'] = ['RunTask'];
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** The renderer main thread that did most work (the page's, not about:blank's). */
function mainThread(events) {
  const busy = new Map();
  const names = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'M' && event.name === 'thread_name') names.set(key, event.args?.name);
    if (event.ph === 'X' && event.name === 'RunTask') busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...busy.entries()]
    .filter(([key]) => names.get(key) === 'CrRendererMain')
    .sort((a, b) => b[1] - a[1])[0]?.[0];
}

const scriptName = (url) => (url ? path.basename(new URL(url, 'http://x').pathname) : '');

function analyse(traceEvents) {
  const thread = mainThread(traceEvents);
  const events = traceEvents
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const start = Math.min(...traceEvents.filter((event) => event.ts > 0).map((event) => event.ts));
  const tasks = [];
  for (let i = 0; i < events.length; i++) {
    const task = events[i];
    if (task.name !== 'RunTask' || task.dur < LONG_MS * 1000) continue;
    const end = task.ts + task.dur;
    // Self time per event name: each event's time less that of the events nested in it.
    const self = new Map();
    const scripts = new Map();
    const stack = [];
    for (let j = i + 1; j < events.length && events[j].ts < end; j++) {
      const event = events[j];
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
      self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
      const url = event.args?.data?.url ?? event.args?.fileName ?? event.args?.data?.scriptName;
      if (url && /\.js/.test(url))
        scripts.set(scriptName(url), (scripts.get(scriptName(url)) ?? 0) + event.dur);
      stack.push(event);
    }
    // The task's own time, outside any event inside it: the scheduler's work between them (in these traces,
    // mostly fetching and instantiating module files, which records no event of its own).
    self.set('RunTask', task.dur - [...self.values()].reduce((sum, micros) => sum + micros, 0));
    const kinds = new Map();
    for (const [name, micros] of self) {
      const kind = KIND_OF.get(name) ?? `other (${name})`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + micros);
    }
    tasks.push({
      atMs: (task.ts - start) / 1000,
      ms: task.dur / 1000,
      kinds: [...kinds.entries()].filter(([, micros]) => micros >= 2000).sort((a, b) => b[1] - a[1]),
      scripts: [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4),
    });
  }
  const total = events.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + event.dur, 0);
  return { tasks, totalMs: total / 1000 };
}

for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(await readFile(file, 'utf8'));
  const { tasks, totalMs } = analyse(Array.isArray(trace) ? trace : trace.traceEvents);
  console.log(
    `\n${file}: ${Math.round(totalMs)} ms of main-thread tasks, ${tasks.length} over ${LONG_MS} ms`,
  );
  for (const task of tasks) {
    const kinds = task.kinds.map(([kind, micros]) => `${kind} ${Math.round(micros / 1000)}`).join(', ');
    const scripts = task.scripts.map(([name]) => name).join(' ');
    console.log(
      `  at ${Math.round(task.atMs)} ms: ${Math.round(task.ms)} ms — ${kinds}${scripts ? `; code of ${scripts}` : ''}`,
    );
  }
}
