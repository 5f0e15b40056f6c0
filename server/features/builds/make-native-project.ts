import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipSync, type Zippable } from 'fflate';
import { makeAppIcon } from './make-app-icon.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export interface NativeProject {
  fileName: string;
  body: Uint8Array<ArrayBuffer>;
  produced: 'android-studio-project' | 'apk' | 'xcode-project';
  log: string[];
}

// The Android id is also the Java package of MainActivity: a keyword there does not compile.
const JAVA_KEYWORDS = new Set(
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends false final finally float for goto if implements import instanceof int interface long native new null package private protected public return short static strictfp super switch synchronized this throw throws transient true try void volatile while'.split(
    ' ',
  ),
);

/** `app.lumi.<slug>`: a Java package and a bundle id take letters and digits, starting with a letter. */
export function appIdOf(slug: string): string {
  const name = slug.replace(/[^a-z0-9]/g, '');
  return `app.lumi.${/^[a-z]/.test(name) && !JAVA_KEYWORDS.has(name) ? name : `app${name}`}`;
}

const ANDROID_ICONS: [string, number, number][] = [
  ['mdpi', 48, 108],
  ['hdpi', 72, 162],
  ['xhdpi', 96, 216],
  ['xxhdpi', 144, 324],
  ['xxxhdpi', 192, 432],
];

function readme(platform: 'android' | 'ios', title: string): string {
  const common = `Les fichiers de l'application web sont dans \`dist/\`. Après une modification (ou un nouvel export depuis Lumi), copiez-les dans le projet natif avec :

\`\`\`
npm install
npx cap sync ${platform}
\`\`\`
`;
  if (platform === 'android') {
    return `# ${title} — projet Android

Projet Android Studio préparé par Lumi avec Capacitor : l'application web de votre projet, dans une application Android.

1. Installez Android Studio (il fournit le SDK Android et Java).
2. Ouvrez le dossier \`android\` de cette archive dans Android Studio.
3. Lancez l'application sur un téléphone ou un émulateur (bouton ▶), ou produisez un APK avec *Build › Build App Bundle(s) / APK(s)*.

Depuis un terminal, avec le SDK installé (\`ANDROID_HOME\`) : \`cd android && ./gradlew assembleDebug\` ; l'APK est dans \`android/app/build/outputs/apk/debug/\`.

${common}`;
  }
  return `# ${title} — projet iOS

Projet Xcode préparé par Lumi avec Capacitor : l'application web de votre projet, dans une application iOS.
Il utilise Swift Package Manager : pas de CocoaPods à installer.

1. Sur un Mac avec Xcode (15 ou plus), ouvrez \`ios/App/App.xcodeproj\`.
2. Xcode télécharge Capacitor (paquet \`capacitor-swift-pm\`) au premier lancement : il faut une connexion.
3. Choisissez votre équipe de signature (*Signing & Capabilities*), puis lancez sur un iPhone ou le simulateur (bouton ▶).

${common}`;
}

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * A Capacitor project wrapping the app's web build, for Android Studio or Xcode. The Capacitor CLI and platform
 * templates come from Lumi's own node_modules (nothing is downloaded). An APK is made only when the worker has an
 * Android SDK (ANDROID_HOME) and Gradle succeeds; otherwise, and always for iOS, the artifact is the project.
 */
export async function makeNativeProject(input: {
  platform: 'android' | 'ios';
  title: string;
  slug: string;
  web: Map<string, Uint8Array>;
  androidHome?: string | null;
  onProgress?: (stage: string) => void | Promise<void>;
  /** A server that stops ends Capacitor and Gradle at once; the build is taken up again at the next start. */
  signal?: AbortSignal;
}): Promise<NativeProject> {
  const { platform, title, slug } = input;
  const progress = input.onProgress ?? (() => undefined);
  const log: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), `lumi-${platform}-`));
  try {
    const cliPackage = require.resolve('@capacitor/cli/package.json');
    const nodeModules = path.dirname(path.dirname(path.dirname(cliPackage)));
    const version = (JSON.parse(await readFile(cliPackage, 'utf8')) as { version: string }).version;
    await symlink(nodeModules, path.join(work, 'node_modules'), 'dir');
    await writeFile(
      path.join(work, 'package.json'),
      `${JSON.stringify({ name: slug, version: '1.0.0', private: true, dependencies: { '@capacitor/core': version, [`@capacitor/${platform}`]: version }, devDependencies: { '@capacitor/cli': version } }, null, 2)}\n`,
    );
    await writeFile(
      path.join(work, 'capacitor.config.json'),
      `${JSON.stringify({ appId: appIdOf(slug), appName: title, webDir: 'dist' }, null, 2)}\n`,
    );
    await progress('Copie de l’application web');
    for (const [file, body] of input.web) {
      const target = path.join(work, 'dist', file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    }
    await progress(platform === 'android' ? 'Création du projet Android' : 'Création du projet iOS');
    const cli = path.join(nodeModules, '@capacitor', 'cli', 'bin', 'capacitor');
    const capacitor = async (args: string[], ok?: () => boolean) => {
      try {
        const { stdout, stderr } = await run(process.execPath, [cli, ...args], { cwd: work, timeout: 120_000, signal: input.signal });
        log.push(...outputLines(`${stdout}\n${stderr}`));
      } catch (error) {
        input.signal?.throwIfAborted();
        const output =
          error && typeof error === 'object' && 'stderr' in error
            ? `${String((error as { stdout?: unknown }).stdout ?? '')}\n${String((error as { stderr: unknown }).stderr)}`
            : String(error);
        if (ok?.()) {
          log.push(...outputLines(output));
          return;
        }
        throw new Error(
          `Capacitor n'a pas pu créer le projet ${platform === 'android' ? 'Android' : 'iOS'} : ${output.trim().slice(0, 500)}`,
        );
      }
    };
    if (platform === 'android') await capacitor(['add', 'android']);
    else {
      // Swift Package Manager: Xcode opens the project as it is, no CocoaPods on a Mac. Capacitor 7 decides the
      // package manager once per run, before CapApp-SPM exists, so `add` ends on a Podfile error once the project
      // is written; a second run (`sync`) sees SPM and finishes the project.
      await capacitor(['add', 'ios', '--packagemanager', 'SPM'], () => existsSync(path.join(work, 'ios/App/CapApp-SPM/Package.swift')));
      await capacitor(['sync', 'ios']);
    }
    // Capacitor writes the path of the packages it found, through our node_modules link, to Lumi's own folder:
    // the developer's copy must point at its own node_modules (after `npm install`).
    await pointAtOwnNodeModules(work, await realpath(nodeModules));

    await progress('Icônes');
    if (platform === 'android') {
      for (const [density, size, foreground] of ANDROID_ICONS) {
        const folder = path.join(work, 'android/app/src/main/res', `mipmap-${density}`);
        await writeFile(path.join(folder, 'ic_launcher.png'), makeAppIcon({ title, size }));
        await writeFile(path.join(folder, 'ic_launcher_round.png'), makeAppIcon({ title, size }));
        await writeFile(path.join(folder, 'ic_launcher_foreground.png'), makeAppIcon({ title, size: foreground, rounded: false }));
      }
    } else {
      await writeFile(
        path.join(work, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'),
        makeAppIcon({ title, size: 1024, rounded: false }),
      );
    }
    await writeFile(path.join(work, 'LISEZMOI.md'), readme(platform, title));

    if (platform === 'android' && input.androidHome) {
      const apk = await tryAssembleApk(work, input.androidHome, log, input.signal);
      if (apk) return { fileName: `${slug}.apk`, body: apk, produced: 'apk', log };
    }

    await progress('Compression');
    const folder = `${slug}-${platform}`;
    const entries: Zippable = {};
    for (const file of await listFiles(work)) {
      const body = new Uint8Array(await readFile(path.join(work, file)));
      // gradlew must stay executable once unzipped (`./gradlew assembleDebug`): the Unix mode goes in the zip.
      const mode = (await stat(path.join(work, file))).mode & 0o777;
      entries[`${folder}/${file}`] = [body, { os: 3, attrs: ((0o100000 | mode) << 16) >>> 0 }];
    }
    const zipped = zipSync(entries, { level: 6 });
    return {
      fileName: `${folder}.zip`,
      body: new Uint8Array(zipped),
      produced: platform === 'android' ? 'android-studio-project' : 'xcode-project',
      log,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const outputLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const TEXT_FILE = /\.(gradle|swift|json|xml|properties|rb|pbxproj)$|Podfile$/;

async function pointAtOwnNodeModules(work: string, lumiNodeModules: string): Promise<void> {
  for (const file of await listFiles(work)) {
    if (!TEXT_FILE.test(file) || file.startsWith('dist/')) continue;
    const absolute = path.join(work, file);
    const text = await readFile(absolute, 'utf8');
    const from = path.relative(path.dirname(absolute), lumiNodeModules);
    if (!text.includes(from) && !text.includes(lumiNodeModules)) continue;
    const to = path.relative(path.dirname(absolute), path.join(work, 'node_modules'));
    await writeFile(absolute, text.split(from).join(to).split(lumiNodeModules).join(to));
  }
}

/** Gradle's debug APK, when the SDK and Java are there; null (with the reason in the log) otherwise. */
async function tryAssembleApk(
  work: string,
  androidHome: string,
  log: string[],
  signal: AbortSignal | undefined,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!existsSync(path.join(androidHome, 'platforms')) && !existsSync(path.join(androidHome, 'build-tools'))) {
    log.push(`Pas d'APK : ANDROID_HOME (${androidHome}) ne contient pas de SDK Android ; le projet Android Studio est fourni à la place.`);
    return null;
  }
  try {
    await run('./gradlew', ['assembleDebug', '--no-daemon', '--offline'], {
      cwd: path.join(work, 'android'),
      timeout: 10 * 60_000,
      signal,
    });
    const apk = path.join(work, 'android/app/build/outputs/apk/debug/app-debug.apk');
    return new Uint8Array(await readFile(apk));
  } catch (error) {
    signal?.throwIfAborted();
    log.push(
      `Pas d'APK : Gradle a échoué (${(error instanceof Error ? error.message : String(error)).slice(0, 300)}) ; le projet Android Studio est fourni à la place.`,
    );
    return null;
  }
}
