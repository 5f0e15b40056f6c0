import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeAppIcon } from './make-app-icon.js';
import { appIdOf, makeNativeProject } from './make-native-project.js';

const web = new Map<string, Uint8Array>([
  [
    'index.html',
    new TextEncoder().encode('<!doctype html><title>Recettes</title><script type="module" src="assets/index-abc123.js"></script>'),
  ],
  ['assets/index-abc123.js', new TextEncoder().encode('document.title = "prêt";')],
]);
const pngSize = (png: Uint8Array) => [
  new DataView(png.buffer, png.byteOffset).getUint32(16),
  new DataView(png.buffer, png.byteOffset).getUint32(20),
];
const tempFolders = async () => (await readdir(tmpdir())).filter((name) => /^lumi-(android|ios)-/.test(name));

describe('projets Android et iOS (Capacitor)', () => {
  it("un build Android donne un projet Android Studio avec l'application web, son nom, son identifiant et son icône", async () => {
    const before = await tempFolders();
    const project = await makeNativeProject({ platform: 'android', title: 'Carnet de recettes', slug: 'carnet-de-recettes', web });
    expect(project).toMatchObject({ fileName: 'carnet-de-recettes-android.zip', produced: 'android-studio-project' });
    const files = unzipSync(project.body);
    const at = (path: string) => files[`carnet-de-recettes-android/${path}`];
    expect(strFromU8(at('android/app/src/main/assets/public/index.html')!)).toBe(new TextDecoder().decode(web.get('index.html')));
    expect(at('android/app/src/main/assets/public/assets/index-abc123.js')).toBeDefined();
    expect(strFromU8(at('android/app/src/main/assets/capacitor.config.json')!)).toContain('"appId": "app.lumi.carnetderecettes"');
    expect(strFromU8(at('android/app/build.gradle')!)).toContain('applicationId "app.lumi.carnetderecettes"');
    expect(strFromU8(at('android/app/src/main/res/values/strings.xml')!)).toContain('<string name="app_name">Carnet de recettes</string>');
    expect(at('android/gradlew')).toBeDefined();
    // Once unzipped and `npm install`ed, Gradle finds Capacitor in the project's own node_modules.
    const settings = strFromU8(at('android/capacitor.settings.gradle')!);
    expect(settings).toContain("new File('../node_modules/@capacitor/android/capacitor')");
    expect(Object.entries(files).some(([name, body]) => /\.(gradle|json)$/.test(name) && strFromU8(body).includes(process.cwd()))).toBe(
      false,
    );
    const launcher = at('android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png')!;
    expect(pngSize(launcher)).toEqual([192, 192]);
    expect([...launcher]).toEqual([...makeAppIcon({ title: 'Carnet de recettes', size: 192 })]);
    expect(strFromU8(at('LISEZMOI.md')!)).toContain('Ouvrez le dossier `android` de cette archive dans Android Studio');
    expect(Object.keys(files).some((path) => path.includes('node_modules'))).toBe(false);
    expect(await tempFolders()).toEqual(before);
  }, 120_000);

  it("un build iOS donne un projet Xcode avec l'application web, son nom et son icône 1024 px, et dit quoi faire sur un Mac", async () => {
    const project = await makeNativeProject({ platform: 'ios', title: 'Carnet de recettes', slug: 'carnet-de-recettes', web });
    expect(project).toMatchObject({ fileName: 'carnet-de-recettes-ios.zip', produced: 'xcode-project' });
    const files = unzipSync(project.body);
    const at = (path: string) => files[`carnet-de-recettes-ios/${path}`];
    expect(at('ios/App/App/public/index.html')).toBeDefined();
    expect(at('ios/App/App.xcodeproj/project.pbxproj')).toBeDefined();
    expect(strFromU8(at('ios/App/App/Info.plist')!)).toContain('<string>Carnet de recettes</string>');
    expect(pngSize(at('ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png')!)).toEqual([1024, 1024]);
    expect(strFromU8(at('LISEZMOI.md')!)).toContain('ios/App/App.xcodeproj');
    // Swift Package Manager: Xcode opens it with no CocoaPods step.
    expect(strFromU8(at('ios/App/CapApp-SPM/Package.swift')!)).toContain('capacitor-swift-pm');
    expect(at('ios/App/Podfile')).toBeUndefined();
  }, 120_000);

  it('le projet Android dézippé avec unzip garde gradlew exécutable et trouve Capacitor dans son node_modules', async () => {
    const project = await makeNativeProject({ platform: 'android', title: 'Dézippé', slug: 'dezippe', web });
    const folder = await mkdtemp(path.join(tmpdir(), 'unzipped-android-'));
    try {
      await writeFile(path.join(folder, 'projet.zip'), project.body);
      await promisify(execFile)('unzip', ['-q', 'projet.zip'], { cwd: folder });
      const root = path.join(folder, 'dezippe-android');
      await symlink(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'), 'dir');
      const { stdout } = await promisify(execFile)('sh', ['-c', 'test -x android/gradlew && echo exécutable'], { cwd: root });
      expect(stdout.trim()).toBe('exécutable');
      const settings = strFromU8(unzipSync(project.body)['dezippe-android/android/capacitor.settings.gradle']!);
      const capacitorDir = /new File\('([^']+)'\)/.exec(settings)![1]!;
      expect(existsSync(path.join(root, 'android', capacitorDir, 'build.gradle'))).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('un titre avec accents, guillemets ou emoji donne un identifiant valide', () => {
    expect(appIdOf('cafe-l-ete')).toBe('app.lumi.cafelete');
    expect(appIdOf('2048-jeu')).toBe('app.lumi.app2048jeu');
    expect(appIdOf('class')).toBe('app.lumi.appclass');
    expect(appIdOf('projet')).toMatch(/^app\.lumi\.[a-z][a-z0-9]*$/);
  });

  it('sans SDK Android dans ANDROID_HOME, le build le dit et donne le projet, jamais un faux APK', async () => {
    const project = await makeNativeProject({ platform: 'android', title: 'Sans SDK', slug: 'sans-sdk', web, androidHome: tmpdir() });
    expect(project.produced).toBe('android-studio-project');
    expect(project.fileName.endsWith('.zip')).toBe(true);
    expect(project.log.join('\n')).toContain("Pas d'APK");
    expect(existsSync(tmpdir())).toBe(true);
  }, 120_000);
});
