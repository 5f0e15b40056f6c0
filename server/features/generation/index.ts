// The generation feature's public surface: the only file of server/features/generation that code outside it imports.
export { lowerQualityScore } from './lower-quality-score.js';
export { generateNewApp } from './offline/new-app.js';
export { createLanguageModel, DEFAULT_MODELS } from './providers.js';
export { generationRoutes } from './routes.js';
export { type GenerationDeps, prepareGeneration, streamGeneration } from './run-generation.js';
