import type { Build, BuildPlatform, BuildStatus } from '../../../common/builds.js';
import type { builds } from '../../db/schema.js';

type BuildRow = typeof builds.$inferSelect;

const ARTIFACT_LABELS: Record<BuildPlatform, string> = {
  source: 'Code source (.zip)',
  web: 'Site web (.zip)',
  android: 'Projet Android Studio (.zip)',
  ios: 'Projet Xcode (.zip)',
};

export function toBuildDto(row: BuildRow, projectTitle: string | null): Build {
  const platform = row.buildPlatform as BuildPlatform;
  const status = row.buildStatus as BuildStatus;
  return {
    id: row.id,
    projectId: row.projectId,
    projectTitle,
    versionNumber: row.versionNumber,
    platform,
    status,
    stage: row.stage,
    progress: row.progress,
    error: row.error,
    log: row.log,
    fileSize: row.fileSize,
    durationSeconds: row.buildDuration,
    artifactLabel:
      status !== 'completed' ? null : row.buildUrl?.endsWith('.apk') ? 'APK (Android, à installer)' : ARTIFACT_LABELS[platform],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
