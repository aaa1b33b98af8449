import type { Store } from '../store';

// Access pattern: whether a named seed has run (Get SEED#<name>/<version>). Written last by a seed,
// so a seed that stopped half-way runs again.
const keys = (name: string, version: string) => ({ PK: `SEED#${name}`, SK: version });

export const seedMarkerStore = {
  async exists(store: Store, name: string, version: string): Promise<boolean> {
    return (await store.get(keys(name, version))) !== undefined;
  },
  async put(store: Store, name: string, version: string, seededAt: string): Promise<void> {
    await store.put({ ...keys(name, version), entity: 'seedMarker', name, version, seededAt });
  },
};
