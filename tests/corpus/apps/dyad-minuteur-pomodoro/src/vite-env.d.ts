/// <reference types="vite/client" />
/// <reference types="vite-plugin-svgr/client" />
