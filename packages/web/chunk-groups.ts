import { fileURLToPath } from 'node:url';

/**
 * How the build groups the code of the first screens a visitor opens into chunks (vite.config.ts).
 *
 * Left to itself, Rolldown gives every set of screens that shares modules a chunk of its own: /login loaded 47
 * files and the dashboard 106, each compressed alone, so the same names and patterns were paid for again and
 * again. Here:
 * - everything the entry runs goes into the entry, not into the 22 pieces the screens' sharing cut it into;
 * - the static imports of the sign-in screen, then of the signed-in frame, then of the dashboard, each less what
 *   an earlier one took, are one chunk each. A screen that shares a module with one of them loads all of it:
 *   nothing for the frame's chunk (every signed-in screen has the frame), about 20 kB for a signed-in screen
 *   opened by its address rather than from the dashboard, where everyone lands after signing in.
 * What the other signed-out screens can load is a group split by the screens that use each part: one chunk
 * would bring each of them the others' code.
 * Every module something imports lazily (the router's screens and layouts, a dialog, a PDF writer) stays a chunk
 * of its own: the manifest keys it by source (bench/route-chunks.mjs, the nginx route preloads).
 * The groups import one another in that order only, so no chunk runs before one it reads from
 * (bench/login-route.test.mjs).
 */

const ENTRY = 'src/main.tsx';
const SIGNED_IN_FRAME = 'src/app/layouts/app-layout.tsx';

interface Group {
  name: string;
  /** The route modules (app/router.tsx) whose imports the group takes. */
  routes: readonly string[];
  /** Walks through what the entry reaches (short of the signed-in frame), and split by the screens using each part. */
  apart?: true;
}

/** In the order a visitor meets them: each takes what the ones before left. */
const GROUPS: readonly Group[] = [
  { name: 'sign-in', routes: ['src/app/layouts/auth-layout.tsx', 'src/features/auth/login-screen.tsx'] },
  {
    name: 'signed-out',
    routes: [
      'src/app/layouts/query-layout.tsx',
      'src/features/auth/two-factor-verification-screen.tsx',
      'src/features/auth/forget-password-screen.tsx',
      'src/features/auth/reset-password-screen.tsx',
      'src/features/auth/invitation-screen.tsx',
      'src/features/auth/set-password-screen.tsx',
    ],
    apart: true,
  },
  { name: 'signed-in', routes: [SIGNED_IN_FRAME] },
  { name: 'dashboard', routes: ['src/app/routes/dashboard-route.tsx'] },
];

/** What Rolldown tells a group's name function about the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

const webDir = fileURLToPath(new URL('.', import.meta.url));
const idOf = (path: string) => `${webDir}${path}`;

/** Modules reachable from `roots` by static imports, not entering `stop`. */
function reachable(graph: ModuleGraph, roots: readonly string[], stop: ReadonlySet<string>) {
  const reached = new Set<string>();
  const queue = roots.map(idOf);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || stop.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []));
  }
  return reached;
}

/**
 * Each module's group, worked out once per build. The graph is the import graph before tree-shaking: through a
 * package's index it reaches every module the package re-exports. The walks stop at what the entry reaches, so a
 * group does not claim a library wholesale; the group kept apart goes through it, to claim the parts of a library
 * its screens use that the entry does not. The entry's group, first, takes what the entry really runs.
 */
function groupResolver() {
  let groupOf: Map<string, string> | undefined;
  const build = (graph: ModuleGraph) => {
    const groups = new Map<string, string>();
    const taken = reachable(graph, [ENTRY], new Set());
    for (const group of GROUPS) {
      const modules = group.apart
        ? reachable(graph, group.routes, new Set([idOf(SIGNED_IN_FRAME)]))
        : reachable(graph, group.routes, taken);
      for (const module of modules) {
        if (!groups.has(module)) groups.set(module, group.name);
        taken.add(module);
      }
    }
    return groups;
  };
  return (id: string, graph: ModuleGraph): string | undefined => {
    groupOf ??= build(graph);
    // A lazily imported module is a chunk of its own.
    if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return undefined;
    return groupOf.get(id);
  };
}

/** Vite's build.rolldownOptions.output for the groups above. */
export function chunkGroups() {
  const groupOf = groupResolver();
  return {
    // Rolldown names a shared chunk after all the screens that load it ("a~b~c~…", past 200 characters); every
    // lazy import's preload list carries those names.
    chunkFileNames: ({ name }: { name: string }) =>
      `assets/${name.includes('~') ? 'shared' : name}-[hash].js`,
    codeSplitting: {
      groups: [
        // What the entry runs ($initial: its static imports as the build keeps them, not every module a
        // package's index re-exports).
        {
          name: 'entry',
          tags: ['$initial' as const],
          test: (id: string) => id !== idOf(ENTRY),
        },
        ...GROUPS.map(({ name, apart }) => ({
          name: (id: string, graph: ModuleGraph) => (groupOf(id, graph) === name ? name : null),
          // Never merged by size (entriesAwareMergeThreshold): merging made chunks import each other, and one
          // ran before the other had set what it read.
          entriesAware: apart === true,
          // Rolldown would also give a group what its modules import, before the group split by screens
          // has chosen: the signed-in frame's chunk took the query cache from the signed-out screens. The
          // sign-in group, first after the entry, takes the parts of the libraries it uses that way.
          includeDependenciesRecursively: name === 'sign-in',
        })),
      ],
    },
  };
}
