// Which server features each feature may import (through its index.ts). The graph must stay acyclic: the config
// refuses to load otherwise. What two features share without one owning it goes to server/lib/.
export const SERVER_FEATURES = {
  admin: ['audit', 'generation', 'support', 'system'],
  'api-keys': ['audit'],
  attachments: [],
  audit: [],
  builds: ['audit', 'preview', 'projects'],
  conversations: [],
  dashboard: ['projects'],
  generation: ['preview', 'projects'],
  github: ['audit', 'profile', 'projects'],
  health: [],
  me: [],
  preview: ['projects'],
  profile: ['admin', 'audit', 'conversations', 'projects'],
  projects: ['audit'],
  'public-api': ['api-keys', 'builds', 'generation', 'projects'],
  support: ['audit'],
  system: [],
};

/** Throws with the cycle's path when the map has one. */
export function assertAcyclic(graph) {
  const state = new Map();
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'open') throw new Error(`Cycle entre fonctionnalités serveur : ${[...trail, feature].join(' → ')}`);
    state.set(feature, 'open');
    for (const next of graph[feature] ?? []) visit(next, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(graph)) visit(feature, []);
}
