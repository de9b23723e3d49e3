/**
 * Rewrites a pre-rendered page so the browser paints it before it fetches and
 * runs the app's JavaScript (decision 015).
 *
 * React Router's pre-rendered HTML preloads every first-load module in <head>
 * and imports them from an inline module script, so on a fast connection the
 * modules arrive with the stylesheet and hydration runs before the first
 * frame: the page's finished HTML waits for ~120 KB of JavaScript it does not
 * need to be seen. After this rewrite the inline module script first waits for
 * the first paint, then adds the same modulepreload links (so the chunks still
 * download in parallel, not as an import waterfall) and imports the same
 * modules in the same roles; hydration is unchanged.
 */

const modulepreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;
const entryImport = /^import\("([^"]+)"\);$/;
const nextTask = "await new Promise((resolve) => setTimeout(resolve));";

/**
 * Waits until the browser has shown the page's first content: the paint timing
 * entry exists only once the frame is on screen (a requestAnimationFrame
 * callback runs before the frame is even painted). A hidden tab paints
 * nothing, so after 3 s the app loads anyway.
 */
const afterFirstPaint = [
  "await new Promise((resolve) => {",
  "  const observer = new PerformanceObserver((entries) => {",
  '    if (entries.getEntriesByName("first-contentful-paint").length > 0) done();',
  "  });",
  "  const timer = setTimeout(() => done(), 3000);",
  "  function done() {",
  "    observer.disconnect();",
  "    clearTimeout(timer);",
  "    resolve();",
  "  }",
  '  observer.observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

export class PaintFirstBootError extends Error {}

function rewriteBootScript(body: string, preloads: string[]): string {
  const bindings: string[] = [];
  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n").map((text) => text.trim())) {
    const sideEffect = sideEffectImport.exec(line);
    const namespace = namespaceImport.exec(line);
    if (sideEffect?.[1]) {
      bindings.push("");
      imports.push(sideEffect[1]);
    } else if (namespace?.[1] && namespace[2]) {
      bindings.push(namespace[1]);
      imports.push(namespace[2]);
    } else if (/^import\s/.test(line)) {
      throw new PaintFirstBootError(`Unexpected static import in the boot script: ${line}`);
    } else if (line) {
      rest.push(line);
    }
  }
  const entry = rest.map((line) => entryImport.exec(line)?.[1]).find((url) => url !== undefined);
  if (imports.length === 0 || entry === undefined) {
    throw new PaintFirstBootError("The boot script no longer has the shape React Router 7 emits.");
  }
  // Every module except the entry (importing it starts hydration), in React Router's preload order:
  // the runtime and the framework before the modules built on them.
  const evaluateFirst = preloads.filter((url) => url !== entry);
  return [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    // One module evaluated per task, with a turn of the event loop between them: evaluated together they
    // were one 20-30 ms task, which blocks input and counts as blocking time (decision 103).
    `for (const href of ${JSON.stringify(evaluateFirst)}) {`,
    "  await import(href);",
    `  ${nextTask}`,
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${imports.map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    nextTask,
    ...rest,
  ].join("\n");
}

/** The modules a pre-rendered page loads first: React Router's modulepreload links, in their order. */
export function firstLoadModules(html: string): string[] {
  return [...html.matchAll(modulepreloadLink)].map((match) => match[1] as string);
}

/** The page with its JavaScript deferred until after the first paint; throws if React Router's output changed shape. */
export function paintFirstBoot(html: string): string {
  const preloads = firstLoadModules(html);
  const boot = bootScript.exec(html);
  if (!boot || preloads.length === 0) {
    throw new PaintFirstBootError("The page has no React Router boot script or modulepreload links.");
  }
  const script = `<script type="module">${rewriteBootScript(boot[1] ?? "", preloads)}</script>`;
  const withScript = html.slice(0, boot.index) + script + html.slice(boot.index + boot[0].length);
  return withScript.replace(modulepreloadLink, "");
}
