// The projects feature's public surface: the only file of server/features/projects that code outside it imports.
export { appendAiTurn } from './append-ai-turn.js';
export { appendVersion } from './append-version.js';
export { countVisits } from './count-visits.js';
export { createProject } from './create-project.js';
export { deleteProject } from './delete-project.js';
export { findOwnProject } from './find-own-project.js';
export { lockForGeneration, readRecentMessages, releaseGenerationLock } from './generation-lock.js';
export { createImportedProject, frameworkOf, readableName } from './import-project.js';
export { toProjectDto, toProjectListItem } from './project-dto.js';
export { assertAcceptableFiles, loadFiles, storeFiles } from './project-files.js';
export { IMPORT_PATH, projectRoutes } from './routes.js';
export { isProjectSource, projectContentOf } from './unpack-project-zip.js';
export { setFavorite, updateProject } from './update-project.js';
export { findLastWorkingVersion, listVersions, readVersion, recordVersionOutcome, saveVersion } from './versions.js';
