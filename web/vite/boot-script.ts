import { buildSync } from 'esbuild';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** What the guest location page loads after the entry chunk: its lazy chunks' JS and CSS. */
export interface GuestPageFiles {
  scripts: string[];
  styles: string[];
}

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The chunks of the lazy module `entrySuffix` names and their static imports, entry excluded. */
function lazyChunkFiles(bundle: OutputBundle | undefined, entrySuffix: string): GuestPageFiles {
  const files: GuestPageFiles = { scripts: [], styles: [] };
  if (!bundle) return files; // the dev server: nothing is built
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entrySuffix));
  if (!start) throw new Error(`No chunk is built from ${entrySuffix}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = [start.fileName];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk || chunk.isEntry) continue;
    seen.add(file);
    files.scripts.push(`/${file}`);
    files.styles.push(...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`));
    pending.push(...chunk.imports);
  }
  return files;
}

/**
 * Inlines web/src/boot/preload.ts, bundled and minified, as a classic script right after <meta
 * charset> in index.html, so it runs before the app's JavaScript is even requested. Inline, because
 * a script file would be one more round trip before the requests it starts; the content security
 * policy allows it by its hash, which the server and CloudFront compute from the built index.html
 * (infra/lib/inline-scripts.ts). The guest page's chunk names, known only once built, are passed
 * in as `__GUEST_PAGE_FILES__`.
 */
export function bootScript(entry: string, guestChunkSuffix: string): Plugin {
  return {
    name: 'inroom-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const guestPage = lazyChunkFiles(context.bundle, guestChunkSuffix);
        const script = buildSync({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2020',
          legalComments: 'none',
          define: { __GUEST_PAGE_FILES__: JSON.stringify(guestPage) },
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
