import type { Plugin } from 'vite';

/** The field app's first screen: its layout and the list of checklists (app/router.tsx's lazy imports). */
const FIELD_ROOTS = ['src/app/layouts/field-layout.tsx', 'src/features/checklists/routes/mobile-checklists-route.tsx'];
const ENTRY = 'src/main.tsx';
const SIGN_IN = 'src/features/auth/routes/login-route.tsx';
const SEPARATE_LIBRARY = /node_modules[\\/]@tanstack[\\/]/;
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The field list's first load in two chunks of app code instead of some forty-five: as separate
 * files (one per module that some other screen shares) they weighed 26.8 KB gzip, together 18 KB,
 * and a cheap phone on a slow network waits for each request. Read from the module graph once it
 * is built: 'field-screens' holds what only the field screens import, 'signed-in' what they share
 * with another lazy screen (the admin's among them). What every page loads (the entry, what it
 * imports lazily, the sign-in screen) stays where it is, so none of them grows. Icons are imported
 * one file each (`lucide-react/icons/<name>`): through the package's index every screen would seem
 * to import every icon.
 */
export function fieldChunks() {
  const field = new Set<string>();
  const signedIn = new Set<string>();
  const plugin: Plugin = {
    name: 'checkfrota:field-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const index = ids.find((id) => ICON_INDEX.test(id) && this.getModuleInfo(id)?.importers.length);
      if (index)
        this.error(
          `checkfrota:field-chunks: ${this.getModuleInfo(index)?.importers.join(', ')} importa ícones de 'lucide-react': importe cada um de 'lucide-react/icons/<nome>'`,
        );
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/${suffix}`));
        if (!id) this.error(`checkfrota:field-chunks: ${suffix} não está no grafo: revise build/field-chunks.ts`);
        return id;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const roots = FIELD_ROOTS.map(find);
      // Every page loads the entry, what it imports lazily (the update prompt) and, signed out, the sign-in screen.
      const entry = find(ENTRY);
      const everyPage = [entry, ...(this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []), find(SIGN_IN)];
      const elsewhere = closure(everyPage);
      const fieldModules = closure(roots);
      const sharedWithOthers = new Set<string>();
      for (const id of ids)
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (!fieldModules.has(lazy)) for (const reached of closure([lazy])) sharedWithOthers.add(reached);
      for (const id of fieldModules) {
        if (elsewhere.has(id) || SEPARATE_LIBRARY.test(id)) continue;
        (sharedWithOthers.has(id) ? signedIn : field).add(id);
      }
    },
  };
  const groups = [
    { name: 'field-screens', test: (id: string) => field.has(id), priority: 3, includeDependenciesRecursively: false },
    { name: 'signed-in', test: (id: string) => signedIn.has(id), priority: 2, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
