import type { Plugin } from 'vite';

/**
 * The screens a first visit most often opens, by their route modules (src/app/routes/...).
 * Everything they import statically beyond the entry's own code, and that more than one chunk
 * shares, goes into one `screens` chunk instead of a dozen files of a few hundred bytes each.
 */
const firstScreens =
  /[\\/]src[\\/]app[\\/]routes[\\/](app[\\/](recipes|recipe|meal-plan)|auth[\\/](login|register))\.tsx$/;

/**
 * Libraries only some of those screens use, with every module that imports them, stay out of the
 * shared chunk: zod (schemas), react-hook-form (forms), dnd-kit (the meal plan's drag and drop),
 * idb (the offline queue), numeric-quantity (amounts), so the recipe list never loads a form
 * library and the sign-in screen no drag and drop; likewise the units and foods of nine languages
 * (shared/recipes/units-by-language.ts, shared/shopping/food-words.ts), which only the recipe and
 * shopping list screens read.
 */
const heavy =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|@dnd-kit|idb|numeric-quantity)[\\/]|[\\/]shared[\\/](recipes[\\/]units-by-language|shopping[\\/]food-words)\.ts$/;

/**
 * On a phone's connection every file costs a round trip, and each small file still in flight
 * takes a share of the bandwidth the entry bundle needs: /recipes loaded 23 files. This plugin
 * finds, once the module graph is known, the modules the first screens import statically (the
 * entry's own excluded); `screensChunkGroup` puts those shared by two chunks or more in one file.
 */
export const screenChunks = () => {
  const screenModules = new Set<string>();
  const plugin: Plugin = {
    name: 'screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of closure(ids.filter((id) => firstScreens.test(id)))) {
        if (entry.has(id) || firstScreens.test(id)) continue;
        // The group takes a module's imports along with it: only light ones qualify.
        if (![...closure([id])].some((next) => !entry.has(next) && heavy.test(next))) screenModules.add(id);
      }
    },
  };
  const group = {
    name: 'screens',
    test: (id: string) => screenModules.has(id),
    minShareCount: 2,
  };
  return { plugin, group };
};
