import { buildSync } from 'esbuild';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import type { GUEST_PAGE_MODULES, GuestPageFiles } from '../src/boot/guest-pages.ts';

type PageModules = Record<keyof typeof GUEST_PAGE_MODULES, readonly string[]>;

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunks of the lazy modules `modules` names and their static imports, entry excluded. */
function lazyChunkFiles(chunks: OutputChunk[], modules: readonly string[]) {
  const files = { scripts: [] as string[], styles: [] as string[] };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = modules.map((module) => {
    const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
    if (!start) throw new Error(`No chunk is built from ${module}`);
    return start.fileName;
  });
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.shift() ?? '';
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk || chunk.isEntry) continue;
    seen.add(file);
    files.scripts.push(`/${file}`);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!files.styles.includes(`/${css}`)) files.styles.push(`/${css}`);
    pending.push(...chunk.imports);
  }
  return files;
}

/** What each guest page loads after the entry chunk; nothing on the dev server, which builds none. */
function guestPageFiles(
  bundle: OutputBundle | undefined,
  pageModules: PageModules,
): Partial<GuestPageFiles> {
  if (!bundle) return {};
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  return Object.fromEntries(
    Object.entries(pageModules).map(([page, modules]) => [page, lazyChunkFiles(chunks, modules)]),
  );
}

/**
 * Inlines web/src/boot/preload.ts, bundled and minified, as a classic script right after <meta
 * charset> in index.html, so it runs before the app's JavaScript is even requested. Inline, because
 * a script file would be one more round trip before the requests it starts; the content security
 * policy allows it by its hash, which the server and CloudFront compute from the built index.html
 * (infra/lib/inline-scripts.ts). The guest pages' chunk names, known only once built, are passed
 * in as `__GUEST_PAGE_FILES__`.
 */
export function bootScript(entry: string, pageModules: PageModules): Plugin {
  return {
    name: 'inroom-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const pages = guestPageFiles(context.bundle, pageModules);
        const script = buildSync({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2020',
          legalComments: 'none',
          define: { __GUEST_PAGE_FILES__: JSON.stringify(pages) },
        }).outputFiles[0]?.text.trim();
        if (!script) throw new Error(`${entry} built to nothing`);
        // After <meta charset>, which must stay in the first 1024 bytes, and before any stylesheet:
        // a classic script after one waits for it to load.
        const charset = /<meta charset="[^"]+"\s*\/?>/i.exec(html);
        if (!charset)
          throw new Error('index.html has no <meta charset> to put the boot script after');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
      },
    },
  };
}
