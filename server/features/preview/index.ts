// The preview feature's public surface: the only file of server/features/preview that code outside it imports.
export { needsTailwind } from './assemble-preview.js';
export { lucideIconNames, VendorBuildStopped } from './build-vendor.js';
export { assetBytes, BINARY_EXTENSIONS, loaderFor, StyleBundler } from './bundle-styles.js';
export { chooseEntry, entrySource } from './choose-entry.js';
export { compileProjectCss } from './compile-project-css.js';
export { TailwindCompiler } from './compile-tailwind.js';
export { previewContentRoutes } from './content-routes.js';
export { CSS_MODULES, EMPTY_MODULE, linkModules, MODULE_PREFIX, type PackageUse, transformAhead } from './link-modules.js';
export { PackageUnavailable, type RegistryOptions } from './packages/fetch-package.js';
export { isCorePackage, lumiNodeModules, packageNameOf } from './packages/local-packages.js';
export { locatePackage, vendorPackagesToReplace } from './packages/package-store.js';
export { projectPackageRanges } from './packages/project-ranges.js';
export { createPreviewService, type PreviewService } from './preview-service.js';
export { replaceModuleScripts, scanHtml } from './render-page.js';
export { previewRoutes } from './routes.js';
export { type ScriptLang, transformModule, transformReady } from './transform-module.js';
